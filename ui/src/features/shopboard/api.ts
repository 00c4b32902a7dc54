/**
 * The shopboard calls (`/api/admin/v1/shopboard`): the networks' status, connecting (the
 * network's consent page, then the return's code), disconnecting, syncing, the posts page by
 * page, a post's visibility and its tagged products, the public feed's figures and a post's
 * (its analytics page). The merchant's only: influencers get 403.
 */
import type { ProductRow } from '../../generated/LinkProductRow';
import type { PostAnalytics } from '../../generated/PostAnalytics';
import type { PostProductsPage } from '../../generated/PostProductsPage';
import type { PostVisibleBody } from '../../generated/PostVisibleBody';
import type { ShopboardAnalytics } from '../../generated/ShopboardAnalytics';
import type { ShopboardStatus } from '../../generated/ShopboardStatus';
import type { SocialAuthBody } from '../../generated/SocialAuthBody';
import type { SocialAuthOut } from '../../generated/SocialAuthOut';
import type { SocialConnectOut } from '../../generated/SocialConnectOut';
import type { SocialMediaStatus } from '../../generated/SocialMediaStatus';
import type { SocialPost } from '../../generated/SocialPost';
import type { SocialPostsPage } from '../../generated/SocialPostsPage';
import type { TagProductsBody } from '../../generated/TagProductsBody';
import { apiGet, apiPost } from '../../lib/api';
import { daysQuery, type DayRange } from '../../lib/dateRange';
import { buildQuery } from '../../lib/query';
import type { SocialNetwork } from './networks';
import { POSTS_PAGE } from './posts';

const BASE = '/admin/v1/shopboard';
const post = (network: SocialNetwork, postId: string) => `${BASE}/${network}/${encodeURIComponent(postId)}`;

export function fetchShopboard(signal?: AbortSignal): Promise<ShopboardStatus> {
  return apiGet<ShopboardStatus>(BASE, { signal });
}

/** The network's consent page; 409 when the network is not set up on this server. */
export async function fetchConnectUrl(network: SocialNetwork): Promise<string> {
  return (await apiGet<SocialConnectOut>(`${BASE}/${network}/connect`)).redirect_url;
}

/** Completes a connection with what the network put on the return address; the first sync starts. */
export function completeConnect(network: SocialNetwork, body: SocialAuthBody): Promise<SocialAuthOut> {
  return apiPost<SocialAuthOut>(`${BASE}/${network}/auth/connect`, body);
}

/** Removes the connection with its posts; answers the network's status (not connected). */
export function disconnectNetwork(network: SocialNetwork): Promise<SocialMediaStatus> {
  return apiPost<SocialMediaStatus>(`${BASE}/${network}/auth/disconnect`);
}

/** Starts importing the posts again; answers the network's status (syncing). */
export function startSync(network: SocialNetwork): Promise<SocialMediaStatus> {
  return apiGet<SocialMediaStatus>(`${BASE}/${network}/sync`);
}

export function fetchPosts(network: SocialNetwork, skip: number, signal?: AbortSignal): Promise<SocialPostsPage> {
  return apiGet<SocialPostsPage>(`${BASE}/${network}/posts?count=${POSTS_PAGE}&skip=${skip}`, { signal });
}

export function setPostVisible(network: SocialNetwork, postId: string, visible: boolean): Promise<SocialPost> {
  const body: PostVisibleBody = { is_visible: visible };
  return apiPost<SocialPost>(`${post(network, postId)}/visible`, body);
}

/** Replaces the post's tagged products; 422 past five products. */
export function tagPostProducts(network: SocialNetwork, postId: string, body: TagProductsBody): Promise<SocialPost> {
  return apiPost<SocialPost>(`${post(network, postId)}/tag_products`, body);
}

/** The feed's lifetime figures (the analytics page's shopboard tab without dates). */
export function fetchShopboardAnalytics(signal?: AbortSignal): Promise<ShopboardAnalytics> {
  return apiGet<ShopboardAnalytics>(`${BASE}/analytics`, { signal });
}

/** A post's figures over `days` (all time without them), from its page on the feed. */
export function fetchPostAnalytics(
  network: SocialNetwork,
  postId: string,
  days: DayRange | null,
  signal?: AbortSignal,
): Promise<PostAnalytics> {
  const query = days ? `?${daysQuery(days)}` : '';
  return apiGet<PostAnalytics>(`${post(network, postId)}/analytics${query}`, { signal });
}

/** `count` rows of a post's products table from `skip`, best first, over `days`. */
export async function fetchPostProducts(
  network: SocialNetwork,
  postId: string,
  page: { count: number; skip: number },
  days: DayRange | null,
  signal?: AbortSignal,
): Promise<{ rows: ProductRow[]; next: number | null }> {
  const paging = buildQuery([
    ['count', String(page.count)],
    ['skip', String(page.skip)],
  ]);
  const query = days ? `${paging}&${daysQuery(days)}` : paging;
  const data = await apiGet<PostProductsPage>(`${post(network, postId)}/products?${query}`, { signal });
  // The server keys the rows by product id in rank order; the rank says the order too.
  const rows = Object.values(data.products).filter((row): row is ProductRow => row !== undefined);
  return { rows: rows.sort((a, b) => b.rank - a.rank), next: data.next_skip };
}
