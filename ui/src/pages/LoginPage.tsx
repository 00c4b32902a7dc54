/** Merchant login (docs/accounts.md#login): composes the auth feature's header, form and links. */
import { Panel } from '../components/Panel';
import { AuthHeader } from '../features/auth/components/AuthHeader';
import { LoginForm } from '../features/auth/components/LoginForm';
import { LoginLinks } from '../features/auth/components/LoginLinks';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function LoginPage(_: PageComponentProps) {
  const t = useT();
  return (
    <Panel>
      <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <LoginForm />
      <LoginLinks />
    </Panel>
  );
}
