/**
 * Home (spec 3 §2). Without a connected store an admin sees the connect-store screen and an
 * influencer a plain note; with a store, home's content arrives in a later issue, so it is the
 * coming-soon panel meanwhile (never fake data).
 */
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { ConnectStoreScreen } from '../features/store/components/ConnectStoreScreen';
import { StoreNotConnectedNote } from '../features/store/components/StoreNotConnectedNote';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../app/pageTypes';

export function HomePage({ props }: PageComponentProps) {
  const t = useT();
  const user = props.user;
  if (user && !user.storeConnected) return user.isAdmin ? <ConnectStoreScreen /> : <StoreNotConnectedNote />;
  return <ComingSoonPanel area={t('page.home.title')} />;
}
