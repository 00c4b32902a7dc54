/**
 * An influencer's insights over a date range, read again when the range changes; the previous
 * figures stay on screen (dimmed) while the new ones load. A failure leaves the figures empty,
 * logged, with no message (as every preview's analytics).
 */
import { useEffect, useState } from 'react';
import type { InfluencerInsights } from '../../../generated/InfluencerInsights';
import { fetchInfluencerInsights, type DayRange } from '../api';

export interface InsightsState {
  insights: InfluencerInsights | null;
  loading: boolean;
}

export function useInfluencerInsights(username: string, range: DayRange): InsightsState {
  const [state, setState] = useState<InsightsState>({ insights: null, loading: true });
  const { from, to } = range;
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    fetchInfluencerInsights(username, { from, to }, controller.signal).then(
      (insights) => setState({ insights, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the influencer insights failed', error);
        setState({ insights: null, loading: false });
      },
    );
    return () => controller.abort();
  }, [username, from, to]);
  return state;
}
