/**
 * The new password of an influencer, shown once after a create or a password reset
 * (docs/influencers.md#passwords-and-sessions): only its hash is kept, so this is the one time
 * the merchant can read or copy it. "Copy login link" copies the address that signs the
 * influencer in on opening (domain/influencers/influencers.ts).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n/useT';
import { copyText } from '../../../lib/copyText';
import { influencerLoginLink } from '../../../domain/influencers/influencers';
import { usePageProps } from '../../../lib/pageProps';

interface Props {
  username: string;
  password: string;
  /** Created (the message says so) or reset. */
  created: boolean;
  onClose: () => void;
}

export function PasswordDialog({ username, password, created, onClose }: Props) {
  const t = useT();
  const { user, config } = usePageProps();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const link = influencerLoginLink(config.publicUrl, user?.username ?? '', username, password);
  return (
    <Dialog
      title={t(created ? 'influencers.password.createdTitle' : 'influencers.password.resetTitle', { username })}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="secondary"
            data-copy-login-link=""
            onClick={() =>
              void copyText(link).then(
                () => setCopied('ok'),
                () => setCopied('failed'),
              )
            }
          >
            {t('influencers.menu.copyLogin')}
          </Button>
          <Button onClick={onClose} autoFocus>
            {t('influencers.password.done')}
          </Button>
        </>
      }
    >
      <p>{t('influencers.password.once', { username })}</p>
      <Secret data-new-password="">{password}</Secret>
      {copied && <p role="status">{t(copied === 'ok' ? 'influencers.loginCopied' : 'links.copyFailed')}</p>}
    </Dialog>
  );
}

const Secret = styled.code`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.08em;
  user-select: all;
`;
