/**
 * An influencer's insights over a date range (null: not yet known), read again when the range
 * changes, as every preview's analytics (hooks/useRangedFigures).
 */
import type { InfluencerInsights } from '../../../generated/InfluencerInsights';
import type { DateRange } from '../../../lib/dateRange';
import { useRangedFigures } from '../../../hooks/useRangedFigures';
import { fetchInfluencerInsights } from '../api';

export interface InsightsState {
  insights: InfluencerInsights | null;
  loading: boolean;
}

export function useInfluencerInsights(username: string, range: DateRange | null): InsightsState {
  const { figures, loading } = useRangedFigures(
    username,
    range,
    (days, signal) => fetchInfluencerInsights(username, days, signal),
    'Loading the influencer insights failed',
  );
  return { insights: figures, loading };
}
