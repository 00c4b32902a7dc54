/**
 * Reference data the list and the editors read: the lifetime analytics strip, the domains a
 * custom URL may point at, and the influencers an admin may assign (docs/links-api.md).
 */
import { apiGet } from '../../../lib/api';
import type { InfluencerSummary, LinksAnalytics } from '../../../lib/links/types';

/** `GET /admin/v1/links/analytics` without dates: lifetime figures. */
export function fetchLinksAnalytics(signal?: AbortSignal): Promise<LinksAnalytics> {
  return apiGet<LinksAnalytics>('/admin/v1/links/analytics', { signal });
}

/** `GET /admin/v1/links/domains`: full origins custom URLs may start with. */
export async function fetchDomains(signal?: AbortSignal): Promise<string[]> {
  const data = await apiGet<{ domains?: unknown }>('/admin/v1/links/domains', { signal });
  return Array.isArray(data.domains) ? data.domains.filter((d): d is string => typeof d === 'string') : [];
}

/**
 * `GET /admin/v1/influencers`. The answer's exact shape is not fixed yet (the influencers API is
 * being built), so a list is taken either as `data` itself or as `data.influencers`.
 */
export async function fetchInfluencers(signal?: AbortSignal): Promise<InfluencerSummary[]> {
  const data = await apiGet<unknown>('/admin/v1/influencers', { signal });
  const list = Array.isArray(data) ? data : (data as { influencers?: unknown } | null)?.influencers;
  if (!Array.isArray(list)) throw new Error('Influencers answer without a list');
  return list
    .filter((entry): entry is InfluencerSummary => typeof (entry as InfluencerSummary)?.username === 'string')
    .map((entry) => ({ username: entry.username, image: entry.image ?? null, is_active: entry.is_active }));
}
