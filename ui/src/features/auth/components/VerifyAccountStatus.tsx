/**
 * Account verification (docs/accounts.md#verification): a loader while the emailed token is
 * checked, the result 0.7 s later at the earliest, then "verified" (and on to login after 2.5 s) or
 * "Verification link expired". Without a token the page is "not verified" from the start, also
 * in the server markup.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ButtonLink';
import { Spinner } from '../../../components/Spinner';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { verifyAccount } from '../api/verifyAccount';

/** Verification display delay and redirect (docs/accounts.md#verification). */
export const VERIFY_DISPLAY_DELAY_MS = 700;
export const VERIFY_REDIRECT_MS = 2500;

type Status = 'loading' | 'verified' | 'notVerified';

interface Props {
  token: string | null;
}

export function VerifyAccountStatus({ token }: Props) {
  const t = useT();
  const [status, setStatus] = useState<Status>(token ? 'loading' : 'notVerified');
  const started = useRef(false);

  useEffect(() => {
    // A verification link works once: never send the token twice.
    if (!token || started.current) return;
    started.current = true;
    const delay = new Promise((resolve) => setTimeout(resolve, VERIFY_DISPLAY_DELAY_MS));
    const outcome = verifyAccount(token).then(
      () => 'verified' as const,
      () => 'notVerified' as const,
    );
    void Promise.all([outcome, delay]).then(([result]) => setStatus(result));
  }, [token]);

  useEffect(() => {
    if (status !== 'verified') return undefined;
    const timer = setTimeout(() => window.location.assign(PATHS.login), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'loading') {
    return (
      <Centre data-verify-status="loading">
        <Spinner label={t('verifyAccount.loading')} />
        <Title>{t('verifyAccount.loading')}</Title>
      </Centre>
    );
  }
  if (status === 'verified') {
    return (
      <Centre data-verify-status="verified">
        <Title>{t('verifyAccount.verified')}</Title>
        <Text role="status">{t('verifyAccount.redirecting')}</Text>
        <ButtonLink href={PATHS.login}>{t('verifyAccount.logInNow')}</ButtonLink>
      </Centre>
    );
  }
  return (
    <Centre data-verify-status="notVerified">
      <Title>{t('verifyAccount.expired')}</Title>
      <Text role="alert">{t('verifyAccount.expiredBody')}</Text>
      <ButtonLink href={PATHS.login}>{t('verifyAccount.goToLogin')}</ButtonLink>
    </Centre>
  );
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.2;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
