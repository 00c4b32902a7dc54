/**
 * Reference data the list and the editors read: the lifetime analytics strip and the
 * influencers an admin may assign (docs/links-api.md).
 */
import type { InfluencerList } from '../../../generated/InfluencerList';
import { apiGet } from '../../../lib/api';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import type { LinksAnalytics } from '../../../generated/LinksAnalytics';

/** `GET /admin/v1/links/analytics` without dates: lifetime figures. */
export function fetchLinksAnalytics(signal?: AbortSignal): Promise<LinksAnalytics> {
  return apiGet<LinksAnalytics>('/admin/v1/links/analytics', { signal });
}

/** `GET /admin/v1/influencers`: the business's influencers by username, active or not (admins only). */
export async function fetchInfluencers(signal?: AbortSignal): Promise<InfluencerListItem[]> {
  return (await apiGet<InfluencerList>('/admin/v1/influencers', { signal })).influencers;
}
