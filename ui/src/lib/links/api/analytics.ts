/**
 * `GET /api/admin/v1/links/{id}/analytics?from_date&to_date`: the figures of a link, short or
 * multilink over a range (all time without one), and for a multilink each live experience's
 * row, CR and cart average included (docs/links-api.md).
 */
import type { LinkAnalytics } from '../../../generated/LinkAnalytics';
import { apiGet, type RequestOptions } from '../../api';
import { rangeQuery, type DateRange } from '../dateRange';

export function fetchLinkAnalytics(
  linkId: string,
  range: Pick<DateRange, 'from' | 'to'> | null,
  options?: RequestOptions,
): Promise<LinkAnalytics> {
  const query = range ? `?${rangeQuery(range)}` : '';
  return apiGet<LinkAnalytics>(`/admin/v1/links/${encodeURIComponent(linkId)}/analytics${query}`, options);
}
