/** GET /api/admin/v1/links/{id}/analytics?from_date&to_date: a link's figures over a range. */
import { apiGet, type RequestOptions } from '../../../lib/api';
import { rangeQuery, type DateRange } from '../../../lib/links/dateRange';
import type { LinkFigures } from '../../../lib/links/types';

export function fetchLinkAnalytics(linkId: string, range: DateRange, options?: RequestOptions): Promise<LinkFigures> {
  return apiGet<LinkFigures>(`/admin/v1/links/${encodeURIComponent(linkId)}/analytics?${rangeQuery(range)}`, options);
}
