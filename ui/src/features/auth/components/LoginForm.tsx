/**
 * The merchant login form (spec 1 §2.2): username and password, the button enabled only for
 * valid input, an error banner on failure, and on success a full load of the dashboard so the
 * server renders it with the new session. An unverified account gets the server's message that
 * a fresh verification link is on its way.
 */
import { useRef, useState } from 'react';
import { PATHS } from '../../../app/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { useAdoptTypedValues } from '../../../lib/useAdoptTypedValues';
import { loginMerchant } from '../api/loginMerchant';
import { useSubmission } from '../hooks/useSubmission';
import { canSubmitLogin, loginErrorKey } from '../loginRules';
import { LoginFormLayout } from './LoginFormLayout';

export function LoginForm() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { submitting, failure: errorKey, submitHandler } = useSubmission<MessageKey>();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { username: setUsername, password: setPassword });

  const valid = canSubmitLogin(username, password);

  const handleSubmit = submitHandler(
    valid,
    async () => {
      await loginMerchant(username, password);
      window.location.assign(PATHS.home);
    },
    loginErrorKey,
  );

  return (
    <LoginFormLayout
      formRef={formRef}
      onSubmit={handleSubmit}
      error={errorKey && t(errorKey)}
      errorTone={errorKey === 'login.notVerified' ? 'warning' : 'error'}
      usernameLabel={t('login.username')}
      username={username}
      onUsernameChange={setUsername}
      password={password}
      onPasswordChange={setPassword}
      forgotHref={PATHS.forgotPassword}
      ready={valid}
      submitting={submitting}
    />
  );
}
