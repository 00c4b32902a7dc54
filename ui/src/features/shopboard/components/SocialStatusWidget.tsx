/**
 * One network's connection at a glance, on the shopboard and the account page: the connect
 * button when not connected (disabled with a note where the server cannot connect it), the
 * username and "Syncing" while the posts are imported, or the username (cut at 15 characters)
 * and the post count, with a short warning when the last sync failed.
 */
import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import type { SocialMediaStatus } from '../../../generated/SocialMediaStatus';
import { useLocale, useT } from '../../../i18n/useT';
import { atHandle } from '../../../lib/bidi';
import type { SocialNetwork } from '../networks';
import { cutUsername, networkState } from '../socialStatus';
import { ConnectButton } from './ConnectButton';

interface Props {
  network: SocialNetwork;
  status: SocialMediaStatus;
  connecting: boolean;
  onConnect: () => void;
}

export function SocialStatusWidget({ network, status, connecting, onConnect }: Props) {
  const t = useT();
  const { dir } = useLocale();
  const state = networkState(status);
  switch (state.kind) {
    case 'unavailable':
    case 'notConnected':
      return (
        <div data-social-status={state.kind}>
          <ConnectButton network={network} available={state.kind === 'notConnected'} busy={connecting} onConnect={onConnect} />
        </div>
      );
    case 'syncing':
    case 'synced':
      return (
        <Line data-social-status={state.kind}>
          <Handle title={`@${state.username}`} data-social-username="">
            {atHandle(cutUsername(state.username), dir)}
          </Handle>
          {state.kind === 'syncing' ? (
            <Muted data-social-syncing="">
              <Spinner label={t('shopboard.syncing')} size={14} />
              {t('shopboard.syncing')}
            </Muted>
          ) : (
            <Muted data-social-count={state.posts}>
              {state.posts === 1 ? t('shopboard.postCount.one') : t('shopboard.postCount.many', { count: state.posts })}
            </Muted>
          )}
          {state.kind === 'synced' && state.syncFailed && <Warning data-sync-error="">{t('shopboard.syncFailed')}</Warning>}
        </Line>
      );
  }
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Handle = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Warning = styled.span`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`;
