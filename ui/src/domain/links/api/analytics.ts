/**
 * `GET /api/admin/v1/links/{id}/analytics?from_date&to_date`: the figures of a link, short or
 * multilink over a range (all time without one), and for a multilink each live experience's
 * row, CR and cart average included (docs/links-api.md).
 */
import type { LinkAnalytics } from '../../../generated/LinkAnalytics';
import { apiGet, type RequestOptions } from '../../../lib/api';
import { daysQuery, type DayRange } from '../../../lib/dateRange';

/** `days` null: lifetime (no dates). */
export function fetchLinkAnalytics(linkId: string, days: DayRange | null, options?: RequestOptions): Promise<LinkAnalytics> {
  const query = days ? `?${daysQuery(days)}` : '';
  return apiGet<LinkAnalytics>(`/admin/v1/links/${encodeURIComponent(linkId)}/analytics${query}`, options);
}
