/**
 * Home (docs/home.md). Without a connected store an admin sees the connect-store screen and an
 * influencer a plain note. With one, the home area; admins also get the catalog sync notice in it
 * (products sync in the background right after the store connects).
 */
import { HomeArea } from '../features/home/components/HomeArea';
import { detailsFromPageData } from '../features/home/homeData';
import { CatalogSyncNotice } from '../features/store/components/CatalogSyncNotice';
import { ConnectStoreScreen } from '../features/store/components/ConnectStoreScreen';
import { StoreNotConnectedNote } from '../features/store/components/StoreNotConnectedNote';
import type { PageComponentProps } from '../lib/pageTypes';

export function HomePage({ props }: PageComponentProps) {
  const user = props.user;
  if (!user) return null; // the server sends signed-out visitors to login
  if (!user.storeConnected) return user.isAdmin ? <ConnectStoreScreen /> : <StoreNotConnectedNote />;
  return (
    <HomeArea
      user={user}
      config={props.config}
      initialDetails={detailsFromPageData(props.data)}
      notice={user.isAdmin ? <CatalogSyncNotice /> : undefined}
    />
  );
}
