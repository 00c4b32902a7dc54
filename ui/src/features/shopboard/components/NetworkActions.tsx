/**
 * A connected network's actions: Sync again and Disconnect as buttons on desktop; on a phone
 * (under 1000px, switched by CSS alone) one "more options" button that opens a bottom drawer
 * with the same two. Each says what it is doing while its call runs.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { BottomDrawer } from '../../../components/BottomDrawer';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { roundIconButton } from '../../../theme/mixins';
import type { NetworkAction } from '../hooks/useNetworkActions';

interface Props {
  networkName: string;
  busy: NetworkAction | undefined;
  onSync: () => void;
  onDisconnect: () => void;
}

export function NetworkActions({ networkName, busy, onSync, onDisconnect }: Props) {
  const t = useT();
  const [drawer, setDrawer] = useState(false);
  const syncLabel = busy === 'sync' ? t('shopboard.syncStarting') : t('shopboard.syncAgain');
  const disconnectLabel = busy === 'disconnect' ? t('shopboard.disconnecting') : t('shopboard.disconnect');
  return (
    <>
      <Desktop data-network-actions="desktop">
        <Button size="sm" variant="secondary" onClick={onSync} disabled={busy !== undefined}>
          <Icon name="sync" size={16} />
          {syncLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDisconnect} disabled={busy !== undefined}>
          <Icon name="unlink" size={16} />
          {disconnectLabel}
        </Button>
      </Desktop>
      <Mobile
        type="button"
        aria-label={t('shopboard.moreOptions')}
        title={t('shopboard.moreOptions')}
        aria-haspopup="dialog"
        onClick={() => setDrawer(true)}
        data-network-actions="mobile"
      >
        <Icon name="more" size={22} />
      </Mobile>
      {drawer && (
        <BottomDrawer
          title={t('shopboard.moreOptions.title', { network: networkName })}
          closeLabel={t('common.close')}
          onClose={() => setDrawer(false)}
          actions={[
            { id: 'sync', label: syncLabel, icon: 'sync', onSelect: onSync, disabled: busy !== undefined },
            { id: 'disconnect', label: disconnectLabel, icon: 'unlink', onSelect: onDisconnect, danger: true, disabled: busy !== undefined },
          ]}
        />
      )}
    </>
  );
}

const Desktop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Mobile = styled.button`
  ${roundIconButton}
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;
