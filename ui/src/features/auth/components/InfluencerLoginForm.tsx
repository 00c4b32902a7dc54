/**
 * The influencer login (docs/accounts.md#login): merchant username, influencer username and
 * password. With `?admin=…&username=…&password=…` in the URL it submits itself once after
 * hydration; afterwards the password field is cleared and the password is taken out of the address
 * bar (history.replaceState), whatever the outcome. Only the two usernames are pre-filled in the
 * server markup; the password never is.
 */
import { useRef, useState } from 'react';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../lib/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { loginInfluencer } from '../api/loginInfluencer';
import { useSubmission } from '../hooks/useSubmission';
import { queryWithoutPassword, readInfluencerLoginParams } from '../influencerLoginParams';
import { canSubmitInfluencerLogin, loginErrorKey } from '../loginRules';
import { LoginFormLayout } from './LoginFormLayout';
import { useMountEffect } from '../../../hooks/useMountEffect';

interface Props {
  /** The page's raw query string (props.query). */
  query: string;
}

export function InfluencerLoginForm({ query }: Props) {
  const t = useT();
  const [initial] = useState(() => readInfluencerLoginParams(query));
  const [adminUsername, setAdminUsername] = useState(initial.adminUsername);
  const [username, setUsername] = useState(initial.username);
  const [password, setPassword] = useState('');
  const { submitting, failure: errorKey, run, submitHandler } = useSubmission<MessageKey>();
  const formRef = useRef<HTMLFormElement>(null);
  const autoSubmitted = useRef(false);
  useAdoptTypedValues(formRef, {
    admin_username: setAdminUsername,
    username: setUsername,
    password: setPassword,
  });

  const login = (admin: string, user: string, secret: string) => async () => {
    await loginInfluencer(admin, user, secret);
    window.location.assign(PATHS.home);
  };

  useMountEffect(() => {
    if (autoSubmitted.current) return;
    // The server leaves `password` out of the page props (it must not sit in the page's JSON),
    // so the link's values are read from the address bar itself, once, after hydration.
    const link = readInfluencerLoginParams(window.location.search.replace(/^\?/, ''));
    if (!link.autoSubmit) return;
    autoSubmitted.current = true;
    // The password must not stay in the address bar (history, screenshots, shoulder surfers).
    const rest = queryWithoutPassword(window.location.search);
    history.replaceState(history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    setAdminUsername(link.adminUsername);
    setUsername(link.username);
    setPassword(link.password);
    void run(login(link.adminUsername, link.username, link.password), loginErrorKey).then(() => setPassword(''));
  });

  const valid = canSubmitInfluencerLogin(adminUsername, username, password);
  const handleSubmit = submitHandler(valid, login(adminUsername, username, password), loginErrorKey);

  return (
    <LoginFormLayout
      formRef={formRef}
      onSubmit={handleSubmit}
      error={errorKey && t(errorKey)}
      usernameLabel={t('influencerLogin.username')}
      username={username}
      onUsernameChange={setUsername}
      password={password}
      onPasswordChange={setPassword}
      forgotHref={PATHS.forgotPasswordInfluencer}
      ready={valid}
      submitting={submitting}
    >
      <TextField
        label={t('influencerLogin.merchant')}
        name="admin_username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('influencerLogin.merchantHint')}
        value={adminUsername}
        onChange={(event) => setAdminUsername(event.target.value)}
      />
    </LoginFormLayout>
  );
}
