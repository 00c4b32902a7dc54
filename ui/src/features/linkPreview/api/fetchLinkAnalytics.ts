/** GET /api/admin/v1/links/{id}/analytics?from_date&to_date: a link's figures over a range. */
import type { LinkAnalytics } from '../../../generated/LinkAnalytics';
import { apiGet, type RequestOptions } from '../../../lib/api';
import { rangeQuery, type DateRange } from '../../../lib/links/dateRange';

export function fetchLinkAnalytics(linkId: string, range: DateRange, options?: RequestOptions): Promise<LinkAnalytics> {
  return apiGet<LinkAnalytics>(`/admin/v1/links/${encodeURIComponent(linkId)}/analytics?${rangeQuery(range)}`, options);
}
