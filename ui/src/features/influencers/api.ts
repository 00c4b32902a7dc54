/**
 * The influencer calls of docs/influencers.md#calls: read one, check a username, create, edit,
 * reset the password, switch active, read insights and build the report's address. The list call
 * is shared with the link editors (domain/influencers/influencers.ts).
 */
import { apiGet, apiPost, API_BASE } from '../../lib/api';
import { buildQuery } from '../../lib/query';
import type { InfluencerBody } from '../../generated/InfluencerBody';
import type { InfluencerInsights } from '../../generated/InfluencerInsights';
import type { InfluencerOut } from '../../generated/InfluencerOut';
import type { UsernameFree } from '../../generated/InfluencerUsernameFree';
import type { LinksPage } from '../../generated/LinksPage';
import { daysQuery, type DayRange } from '../../lib/dateRange';
import type { LinkType } from '../../domain/links/types';

const BASE = '/admin/v1/influencers';
const one = (username: string) => `${BASE}/${encodeURIComponent(username)}`;

/** Influencer links and shorts page size (the links page's 28, docs/influencers.md). */
export const INFLUENCER_LINKS_PAGE = 28;

export function fetchInfluencer(username: string, signal?: AbortSignal): Promise<InfluencerOut> {
  return apiGet<InfluencerOut>(one(username), { signal });
}

/** 200 when free (with the name as it will be saved), 409 taken, 422 a bad format. */
export function checkInfluencerUsername(username: string, signal?: AbortSignal): Promise<UsernameFree> {
  return apiPost<UsernameFree>(`${BASE}/validate/username`, { username }, { signal });
}

/** Create (`username` null for an edit); answers the influencer, with `password` on create. */
export function saveInfluencer(body: InfluencerBody, username: string | null): Promise<InfluencerOut> {
  return apiPost<InfluencerOut>(username === null ? `${BASE}/create` : `${one(username)}/edit`, body);
}

/** A new password, answered once in `password`; every session of the influencer ends. */
export function resetInfluencerPassword(username: string): Promise<InfluencerOut> {
  return apiPost<InfluencerOut>(`${one(username)}/password/reset`);
}

/** Deactivate (the page's delete) or reactivate. */
export function setInfluencerActive(username: string, activate: boolean): Promise<InfluencerOut> {
  return apiPost<InfluencerOut>(`${one(username)}/activate`, { activate });
}

/** `days` null: lifetime (no dates). */
export function fetchInfluencerInsights(username: string, days: DayRange | null, signal?: AbortSignal): Promise<InfluencerInsights> {
  return apiGet<InfluencerInsights>(`${one(username)}/analytics?${daysQuery(days)}`, { signal });
}

/** `POST /admin/v1/links/{businessId}/influencer/{username}`: their links or shorts, newest first. */
export function fetchInfluencerLinks(
  businessId: string,
  username: string,
  linkType: LinkType,
  skip: number,
  signal?: AbortSignal,
): Promise<LinksPage> {
  const query = buildQuery([
    ['count', String(INFLUENCER_LINKS_PAGE)],
    ['skip', String(skip)],
    ['link_type', linkType],
  ]);
  const path = `/admin/v1/links/${encodeURIComponent(businessId)}/influencer/${encodeURIComponent(username)}?${query}`;
  return apiPost<LinksPage>(path, undefined, { signal });
}

/**
 * The CSV report's address: a plain GET the browser downloads with the session cookie, so the
 * file arrives under the server's name for it (username and dates).
 */
export function reportUrl(username: string, timezone: string, days: DayRange | null): string {
  const query = [buildQuery([['timezone', timezone]]), daysQuery(days)].filter(Boolean).join('&');
  return `${API_BASE}${one(username)}/report?${query}`;
}
