/** The sign-up flow: the form, then the check-your-email screen once the account exists. */
import { useState } from 'react';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { AuthHeader } from './AuthHeader';
import { AuthLinks } from './AuthLinks';
import { CheckEmailPanel } from './CheckEmailPanel';
import { RegisterForm } from './RegisterForm';

export function SignUp() {
  const t = useT();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (registeredEmail !== null) return <CheckEmailPanel email={registeredEmail} />;
  return (
    <>
      <AuthHeader title={t('register.title')} subtitle={t('register.subtitle')} />
      <RegisterForm onRegistered={setRegisteredEmail} />
      <AuthLinks>
        <span>
          {t('register.haveAccount')} <a href={PATHS.login}>{t('register.logIn')}</a>
        </span>
      </AuthLinks>
    </>
  );
}
