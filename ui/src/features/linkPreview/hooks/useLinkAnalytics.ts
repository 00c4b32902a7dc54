/**
 * A link's figures for the chosen date range (null: not yet known), fetched again whenever the
 * range changes (hooks/useRangedFigures; docs/analytics.md#link-preview).
 */
import type { DateRange } from '../../../lib/dateRange';
import type { LinkFigures } from '../../../generated/LinkFigures';
import { useRangedFigures } from '../../../hooks/useRangedFigures';
import { fetchLinkAnalytics } from '../../../domain/links/api/analytics';

export interface AnalyticsState {
  figures: LinkFigures | null;
  loading: boolean;
}

export function useLinkAnalytics(linkId: string, range: DateRange | null): AnalyticsState {
  return useRangedFigures(
    linkId,
    range,
    (days, signal) => fetchLinkAnalytics(linkId, days, { signal }),
    'Loading the link analytics failed',
  );
}
