/**
 * What the status widget shows for a network's status, pure so it is tested: not connected
 * (a connect button), not available on this server (the button disabled with a note), syncing
 * (the username and "Syncing", polled every 3 s), or synced (the username cut to 15 characters
 * and the post count, with a warning when the last sync failed).
 */
import type { ShopboardStatus } from '../../generated/ShopboardStatus';
import type { SocialMediaStatus } from '../../generated/SocialMediaStatus';
import { NETWORKS, STATUS_KEY, type SocialNetwork } from './networks';

/** `number_of_posts` while a sync runs. */
export const SYNCING = -1;

/** How often the status is asked again while a network syncs. */
export const STATUS_POLL_MS = 3_000;

/** Usernames longer than this are cut, with an ellipsis. */
export const USERNAME_MAX = 15;

export type NetworkState =
  | { kind: 'unavailable' }
  | { kind: 'notConnected' }
  | { kind: 'syncing'; username: string }
  | { kind: 'synced'; username: string; posts: number; syncFailed: boolean };

export function networkState(status: SocialMediaStatus): NetworkState {
  if (!status.connected) return status.available ? { kind: 'notConnected' } : { kind: 'unavailable' };
  const username = status.username ?? '';
  if (status.number_of_posts === SYNCING) return { kind: 'syncing', username };
  return { kind: 'synced', username, posts: Math.max(0, status.number_of_posts ?? 0), syncFailed: status.sync_error !== null };
}

/** The first `max` characters (whole code points) and an ellipsis when the name is longer. */
export function cutUsername(username: string, max = USERNAME_MAX): string {
  const chars = Array.from(username);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : username;
}

/** One network's status in the whole answer. */
export function statusOf(all: ShopboardStatus, network: SocialNetwork): SocialMediaStatus {
  return all.social_medias[STATUS_KEY[network]];
}

/** The answer with one network's status replaced (after connect, sync or disconnect). */
export function withStatus(all: ShopboardStatus, network: SocialNetwork, status: SocialMediaStatus): ShopboardStatus {
  const next = { ...all, social_medias: { ...all.social_medias, [STATUS_KEY[network]]: status } };
  // The feed is public while a network is connected: the last disconnect takes it down.
  const connected = NETWORKS.some((n) => statusOf(next, n).connected);
  return connected ? next : { ...next, shopboard_url: null };
}

/** Whether any network is syncing, so the status is asked again. */
export function anySyncing(all: ShopboardStatus): boolean {
  return NETWORKS.some((network) => statusOf(all, network).number_of_posts === SYNCING);
}
