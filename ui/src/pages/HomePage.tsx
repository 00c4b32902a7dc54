/**
 * Home (docs/dashboard.md#routes). Without a connected store an admin sees the connect-store screen
 * and an influencer a plain note; with a store, home's content arrives in a later issue, so it is
 * the coming-soon panel meanwhile (never fake data). Admins with a store also see the catalog sync
 * notice above it (products sync in the background right after the store connects).
 */
import styled from 'styled-components';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { CatalogSyncNotice } from '../features/store/components/CatalogSyncNotice';
import { ConnectStoreScreen } from '../features/store/components/ConnectStoreScreen';
import { StoreNotConnectedNote } from '../features/store/components/StoreNotConnectedNote';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function HomePage({ props }: PageComponentProps) {
  const t = useT();
  const user = props.user;
  if (user && !user.storeConnected) return user.isAdmin ? <ConnectStoreScreen /> : <StoreNotConnectedNote />;
  const panel = <ComingSoonPanel area={t('page.home.title')} />;
  if (!user?.isAdmin) return panel;
  return (
    <Stack>
      <CatalogSyncNotice />
      {panel}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
