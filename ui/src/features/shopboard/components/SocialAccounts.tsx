/**
 * The account page's social accounts: each network with its status widget (the connect button,
 * the username and "Syncing", or the username and the post count) and a link to its shopboard
 * tab. The status loads after mount and is polled while a network syncs, as on the shopboard.
 */
import styled from 'styled-components';
import { MessageDialog } from '../../../components/MessageDialog';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { useNetworkActions } from '../hooks/useNetworkActions';
import { useShopboardStatus } from '../hooks/useShopboardStatus';
import { failureText } from '../messages';
import { NAME_KEY, NETWORKS, shopboardTab } from '../networks';
import { statusOf } from '../socialStatus';
import { SocialStatusWidget } from './SocialStatusWidget';

export function SocialAccounts() {
  const t = useT();
  const board = useShopboardStatus();
  const actions = useNetworkActions(board.setNetwork);
  const { status } = board;
  if (!status) {
    return board.failed ? <Note role="alert">{t('shopboard.statusFailed')}</Note> : <Spinner label={t('common.loading')} size={24} />;
  }
  return (
    <>
      <List data-social-accounts="">
        {NETWORKS.map((network) => (
          <Row key={network} data-social-account={network}>
            <Name>{t(NAME_KEY[network])}</Name>
            <Widget>
              <SocialStatusWidget
                network={network}
                status={statusOf(status, network)}
                connecting={actions.busy[network] === 'connect'}
                onConnect={() => actions.connect(network)}
              />
            </Widget>
            <a href={shopboardTab(network)}>{t('shopboard.openTab')}</a>
          </Row>
        ))}
      </List>
      {actions.failure !== null && (
        <MessageDialog
          tone="error"
          title={t('errors.title')}
          message={failureText(t, actions.failure)}
          buttonLabel={t('common.close')}
          onClose={actions.clearFailure}
        />
      )}
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.strong`
  min-width: 90px;
`;

const Widget = styled.div`
  flex: 1;
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
