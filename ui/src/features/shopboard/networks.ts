/**
 * The three networks of the shopboard: their order on the tabs, their key in the status call,
 * their name, which tab the address asks for (`?tab=`), the address of each tab and of a
 * post's analytics page.
 */
import type { SocialMedias } from '../../generated/SocialMedias';
import type { MessageKey } from '../../i18n/catalogue';
import { queryParam } from '../../lib/query';
import { normalisePath, PATHS, SOCIAL_NETWORKS, type SocialNetwork } from '../../lib/routes';

export type { SocialNetwork };

/** Tab order. */
export const NETWORKS: readonly SocialNetwork[] = SOCIAL_NETWORKS;

/** Each network's key in the status call's `social_medias`. */
export const STATUS_KEY: Readonly<Record<SocialNetwork, keyof SocialMedias>> = {
  instagram: 'Instagram',
  tiktok: 'Tiktok',
  pinterest: 'Pinterest',
};

/** The catalogue key of each network's name (a brand name, the same in every language). */
export const NAME_KEY: Readonly<Record<SocialNetwork, MessageKey>> = {
  instagram: 'shopboard.network.instagram',
  tiktok: 'shopboard.network.tiktok',
  pinterest: 'shopboard.network.pinterest',
};

/** A network's path name, or null for anything else. */
export function asNetwork(value: string | null | undefined): SocialNetwork | null {
  return (NETWORKS as readonly string[]).includes(value ?? '') ? (value as SocialNetwork) : null;
}

/** The tab `?tab=` names; Instagram when it names none or an unknown one. */
export function tabFromQuery(query: string): SocialNetwork {
  return asNetwork(queryParam(query, 'tab')) ?? 'instagram';
}

/** The shopboard opened on a network's tab. */
export function shopboardTab(network: SocialNetwork): string {
  return `${PATHS.shopboard}?tab=${network}`;
}

/** A post's analytics page (docs/shopboard.md#post-analytics). */
export function postAnalyticsPath(network: SocialNetwork, postId: string): string {
  return `${PATHS.shopboard}/posts/${network}/${encodeURIComponent(postId)}`;
}

/** The network and post a shopboard path names (`/admin/shopboard/posts/{network}/{postId}`), or null. */
export function parsePostPath(path: string): { network: SocialNetwork; postId: string } | null {
  const [, admin, area, sub, network, id, extra] = normalisePath(path).split('/');
  const known = asNetwork(network);
  if (admin !== 'admin' || area !== 'shopboard' || sub !== 'posts' || !known || !id || extra !== undefined) return null;
  let postId = id;
  try {
    postId = decodeURIComponent(id);
  } catch {
    // keep the raw segment
  }
  return { network: known, postId };
}
