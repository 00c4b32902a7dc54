/**
 * What more than one feature needs about a business's influencers (docs/influencers.md): the
 * list call, read by the link editors' selector, the influencers page and home; the address of
 * an influencer's preview, which the influencers page and home link to; and the login
 * link's parameters, which the influencers page builds and the influencer login page reads
 * (docs/ui-decisions.md, "Influencer auto-login parameters").
 */
import type { InfluencerList } from '../../generated/InfluencerList';
import type { InfluencerListItem } from '../../generated/InfluencerListItem';
import { apiGet } from '../../lib/api';
import { PATHS } from '../../lib/routes';
import { buildQuery } from '../../lib/query';

/** `GET /admin/v1/influencers`: the business's influencers by username, active or not (admins only). */
export async function fetchInfluencers(signal?: AbortSignal): Promise<InfluencerListItem[]> {
  return (await apiGet<InfluencerList>('/admin/v1/influencers', { signal })).influencers;
}

/** An influencer's preview over the influencers list (docs/dashboard.md#routes). */
export const influencerPreviewPath = (username: string) => `${PATHS.influencers}/preview/${encodeURIComponent(username)}`;

/** Parameter names of the influencer login link. */
export const INFLUENCER_LOGIN_PARAMS = {
  adminUsername: 'admin',
  username: 'username',
  password: 'password',
} as const;

/**
 * The influencer login link: `{publicUrl}/login/influencer?admin=…&username=…`, with
 * `&password=…` when a password is given (the page then signs in on opening).
 */
export function influencerLoginLink(publicUrl: string, merchant: string, username: string, password?: string): string {
  const pairs: Array<[string, string]> = [
    [INFLUENCER_LOGIN_PARAMS.adminUsername, merchant],
    [INFLUENCER_LOGIN_PARAMS.username, username],
  ];
  if (password) pairs.push([INFLUENCER_LOGIN_PARAMS.password, password]);
  return `${publicUrl.replace(/\/+$/, '')}${PATHS.loginInfluencer}?${buildQuery(pairs)}`;
}
