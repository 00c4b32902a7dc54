/**
 * Reference data the list reads: the lifetime analytics strip (docs/links-api.md). The
 * influencers an admin may assign come from the shared list call (domain/influencers/influencers.ts).
 */
import { apiGet } from '../../../lib/api';
import type { LinksAnalytics } from '../../../generated/LinksAnalytics';

/** `GET /admin/v1/links/analytics` without dates: lifetime figures. */
export function fetchLinksAnalytics(signal?: AbortSignal): Promise<LinksAnalytics> {
  return apiGet<LinksAnalytics>('/admin/v1/links/analytics', { signal });
}
