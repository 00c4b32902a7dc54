/**
 * The shopboard: the merchant's Instagram, TikTok and Pinterest accounts, each connected through
 * the network's consent page and synced, their posts shown or hidden and tagged with products,
 * the public feed's address and figures, and each post's analytics page. Influencers and
 * merchants without a store are sent home.
 */
import { ShopboardArea } from '../features/shopboard/components/ShopboardArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function ShopboardPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <ShopboardArea user={props.user} query={props.query} path={props.path} />;
}
