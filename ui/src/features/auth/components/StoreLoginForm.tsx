/**
 * The store login form (docs/store.md#store-register-and-login): username, password, the
 * forgot-password link, and a login button enabled when the username is not empty and the password
 * has 6+ characters. Success logs in and connects the store: the opener window is told, then the
 * dashboard loads. Failure shows "Store login failed" with what went wrong.
 */
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { notifyOpener } from '../../../lib/openerMessage';
import { loginConnect } from '../api/loginConnect';
import { useLoginFields } from '../hooks/useLoginFields';
import { useSubmission } from '../hooks/useSubmission';
import { storeLoginFailure, type FailureDetail } from '../storeConnectErrors';
import { LoginFormLayout } from './LoginFormLayout';

interface Props {
  /** The store token from the URL. */
  auth: string;
}

export function StoreLoginForm({ auth }: Props) {
  const t = useT();
  const { submitting, failure, submitHandler } = useSubmission<FailureDetail>();
  const { username, password, valid, layout } = useLoginFields();

  const handleSubmit = submitHandler(
    valid,
    async () => {
      await loginConnect(auth, username, password);
      notifyOpener();
      window.location.assign(PATHS.home);
    },
    storeLoginFailure,
  );

  const error = failure
    ? 'key' in failure
      ? t(failure.key)
      : localizeServerMessage(t, failure.serverMessage)
    : null;

  return (
    <LoginFormLayout
      {...layout}
      onSubmit={handleSubmit}
      error={error}
      errorTitle={t('loginStore.failed')}
      errorTone={failure && 'key' in failure && failure.key === 'login.notVerified' ? 'warning' : 'error'}
      usernameLabel={t('login.username')}
      forgotHref={PATHS.forgotPassword}
      ready={valid}
      submitting={submitting}
    />
  );
}
