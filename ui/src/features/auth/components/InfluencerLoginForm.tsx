/**
 * The influencer login (spec 1 §2.2): merchant username, influencer username and password.
 * With `?admin=…&username=…&password=…` in the URL it submits itself once after hydration;
 * afterwards the password field is cleared and the password is taken out of the address bar
 * (history.replaceState), whatever the outcome. Only the two usernames are pre-filled in the
 * server markup; the password never is.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { FormStack } from '../../../components/FormStack';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../app/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { useAdoptTypedValues } from '../../../lib/useAdoptTypedValues';
import { loginInfluencer } from '../api/loginInfluencer';
import { queryWithoutPassword, readInfluencerLoginParams } from '../influencerLoginParams';
import { canSubmitInfluencerLogin, loginErrorKey } from '../loginRules';

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
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const autoSubmitted = useRef(false);
  useAdoptTypedValues(formRef, {
    admin_username: setAdminUsername,
    username: setUsername,
    password: setPassword,
  });

  const attempt = async (admin: string, user: string, secret: string): Promise<boolean> => {
    setSubmitting(true);
    setErrorKey(null);
    try {
      await loginInfluencer(admin, user, secret);
      window.location.assign(PATHS.home);
      return true;
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setSubmitting(false);
      return false;
    }
  };

  useEffect(() => {
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
    void attempt(link.adminUsername, link.username, link.password).then(() => setPassword(''));
  }, []);

  const valid = canSubmitInfluencerLogin(adminUsername, username, password);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    await attempt(adminUsername, username, password);
  };

  return (
    <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      {errorKey && <Banner tone="error">{t(errorKey)}</Banner>}
      <TextField
        label={t('influencerLogin.merchant')}
        name="admin_username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('influencerLogin.merchantHint')}
        value={adminUsername}
        onChange={(event) => setAdminUsername(event.target.value)}
      />
      <TextField
        label={t('influencerLogin.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={t('login.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ForgotLink href={PATHS.forgotPasswordInfluencer}>{t('login.forgotPassword')}</ForgotLink>
      <Button type="submit" fullWidth disabled={!valid || submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </FormStack>
  );
}

const ForgotLink = styled.a`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
