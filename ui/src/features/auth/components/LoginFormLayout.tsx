/**
 * What the merchant and influencer logins share: the error banner, any leading fields (the
 * influencer's merchant), username, password, the forgot-password link and the submit button.
 * The two forms differ only in their state and request, so the markup lives here once.
 */
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Banner, type BannerTone } from '../../../components/Banner';
import { FormStack } from '../../../components/FormStack';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The banner's text, already translated; null shows no banner. */
  error: string | null;
  /** An optional bold first line of the banner (e.g. "Store login failed"). */
  errorTitle?: string;
  errorTone?: BannerTone;
  usernameLabel: string;
  username: string;
  onUsernameChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  forgotHref: string;
  ready: boolean;
  submitting: boolean;
  /** Fields above the username. */
  children?: ReactNode;
}

export function LoginFormLayout({
  formRef,
  onSubmit,
  error,
  errorTitle,
  errorTone = 'error',
  usernameLabel,
  username,
  onUsernameChange,
  password,
  onPasswordChange,
  forgotHref,
  ready,
  submitting,
  children,
}: Props) {
  const t = useT();
  return (
    // method="post" keeps credentials out of the URL should the form ever submit without JS.
    <FormStack ref={formRef} method="post" noValidate onSubmit={onSubmit}>
      {error && (
        <Banner tone={errorTone} title={errorTitle}>
          {error}
        </Banner>
      )}
      {children}
      <TextField
        label={usernameLabel}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => onUsernameChange(event.target.value)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={t('login.passwordHint')}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <ForgotLink href={forgotHref}>{t('login.forgotPassword')}</ForgotLink>
      <SubmitButton ready={ready} busy={submitting} label={t('login.submit')} busyLabel={t('login.submitting')} />
    </FormStack>
  );
}

const ForgotLink = styled.a`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
