/**
 * The analytics page's figures for the applied range (null: not known yet, the merchant's today
 * is still being read); lifetime comes from the page's cache after its first answer
 * (docs/analytics.md#analytics-page).
 */
import type { InsightsOverview } from '../../../generated/InsightsOverview';
import type { DateRange } from '../../../lib/dateRange';
import { useRangedFigures } from '../../../hooks/useRangedFigures';
import { fetchOverview } from '../api';
import { loadOverview } from '../lifetimeCache';

export interface OverviewState {
  overview: InsightsOverview | null;
  loading: boolean;
}

export function useOverview(cacheKey: string, range: DateRange | null): OverviewState {
  const { figures, loading } = useRangedFigures(
    cacheKey,
    range,
    (days, signal) => loadOverview(cacheKey, days, (d) => fetchOverview(d, signal)),
    'Loading the analytics failed',
  );
  return { overview: figures, loading };
}
