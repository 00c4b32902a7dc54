/**
 * `GET /api/admin/v1/insights/overview?from_date&to_date` (docs/analytics.md#the-overview-call):
 * every figure of the analytics page, for the merchant or the signed-in influencer; no days is
 * lifetime.
 */
import type { InsightsOverview } from '../../generated/InsightsOverview';
import { apiGet } from '../../lib/api';
import { daysQuery, type DayRange } from '../../lib/dateRange';

export function fetchOverview(days: DayRange | null, signal?: AbortSignal): Promise<InsightsOverview> {
  const query = daysQuery(days);
  return apiGet<InsightsOverview>(`/admin/v1/insights/overview${query ? `?${query}` : ''}`, { signal });
}
