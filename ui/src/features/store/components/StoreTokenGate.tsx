/**
 * The store token handling of the store register and login pages
 * (docs/store.md#store-register-and-login): without a token the page sends the visitor away; with
 * one it verifies it (a loader meanwhile) and shows the page only for a verified store. A failed
 * verify opens a dialog that cannot be dismissed, whose button leads away ("Unable to verify your store").
 */
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { MessageDialog } from '../../../components/MessageDialog';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { useStoreToken } from '../hooks/useStoreToken';
import type { VerifiedStore } from '../storeAuthState';

interface Props {
  auth: string | null;
  /** Where the visitor goes without a token or after a failed verify. */
  away: string;
  children: (store: VerifiedStore) => ReactNode;
}

const stay = () => {
  // Non-dismissable: Escape does nothing, only the button leads on.
};

export function StoreTokenGate({ auth, away, children }: Props) {
  const t = useT();
  const token = useStoreToken(auth);

  useEffect(() => {
    if (token.status === 'missing') window.location.replace(away);
  }, [token.status, away]);

  switch (token.status) {
    case 'verified':
      return <>{children(token.store)}</>;
    case 'failed':
      return (
        <Centre data-store-token="failed">
          <Text role="alert">{t('storeToken.failed.title')}</Text>
          <MessageDialog
            tone="error"
            title={t('storeToken.failed.title')}
            message={t('storeToken.failed.body')}
            buttonLabel={t('storeToken.failed.button')}
            href={away}
            onClose={stay}
          />
        </Centre>
      );
    case 'missing':
    case 'loading':
      return (
        <Centre data-store-token={token.status}>
          <Spinner label={t(token.status === 'missing' ? 'storeToken.redirecting' : 'storeToken.verifying')} />
          <Text>{t(token.status === 'missing' ? 'storeToken.redirecting' : 'storeToken.verifying')}</Text>
        </Centre>
      );
  }
}

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
