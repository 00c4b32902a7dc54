/**
 * The merchant login form (spec 1 §2.2): username and password, the button enabled only for
 * valid input, an error banner on failure, and on success a full load of the dashboard so the
 * server renders it with the new session. An unverified account gets the server's message that
 * a fresh verification link is on its way.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { FormStack } from '../../../components/FormStack';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../app/routes';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { useAdoptTypedValues } from '../../../lib/useAdoptTypedValues';
import { loginMerchant } from '../api/loginMerchant';
import { canSubmitLogin, loginErrorKey } from '../loginRules';

export function LoginForm() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { username: setUsername, password: setPassword });

  const valid = canSubmitLogin(username, password);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setErrorKey(null);
    try {
      await loginMerchant(username, password);
      window.location.assign(PATHS.home);
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setSubmitting(false);
    }
  };

  return (
    // method="post" keeps credentials out of the URL should the form ever submit without JS.
    <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      {errorKey && <Banner tone={errorKey === 'login.notVerified' ? 'warning' : 'error'}>{t(errorKey)}</Banner>}
      <TextField
        label={t('login.username')}
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
      <ForgotLink href={PATHS.forgotPassword}>{t('login.forgotPassword')}</ForgotLink>
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
