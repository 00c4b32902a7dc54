/**
 * The merchant login form (docs/accounts.md#login): username and password, the button enabled only
 * for valid input, an error banner on failure, and on success a full load of the dashboard so the
 * server renders it with the new session. An unverified account gets the server's message that
 * a fresh verification link is on its way.
 */
import { PATHS } from '../../../lib/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { loginMerchant } from '../api/loginMerchant';
import { useLoginFields } from '../hooks/useLoginFields';
import { useSubmission } from '../hooks/useSubmission';
import { loginErrorKey } from '../loginRules';
import { LoginFormLayout } from './LoginFormLayout';

export function LoginForm() {
  const t = useT();
  const { submitting, failure: errorKey, submitHandler } = useSubmission<MessageKey>();
  const { username, password, valid, layout } = useLoginFields();

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
      {...layout}
      onSubmit={handleSubmit}
      error={errorKey && t(errorKey)}
      errorTone={errorKey === 'login.notVerified' ? 'warning' : 'error'}
      usernameLabel={t('login.username')}
      forgotHref={PATHS.forgotPassword}
      ready={valid}
      submitting={submitting}
    />
  );
}
