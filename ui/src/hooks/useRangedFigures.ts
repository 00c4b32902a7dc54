/**
 * Figures for a date range (null: not known yet, e.g. while the merchant's "today" is read),
 * asked again whenever the range or `key` changes. The previous figures stay on screen (dimmed
 * by the caller) while new ones load; a superseded request is aborted and ignored. A failure is
 * logged and leaves the figures empty; the analytics screens show no message
 * (docs/analytics.md), a post's analytics page does (`failed`). The link preview, the influencer
 * preview, the analytics page and a post's analytics page are this hook with their own loader.
 */
import { useEffect, useRef, useState } from 'react';
import { apiDays, type DateRange, type DayRange } from '../lib/dateRange';

export interface RangedFigures<T> {
  figures: T | null;
  loading: boolean;
  /** The last request failed (a screen that names failures says so; most show nothing). */
  failed?: boolean;
}

export function useRangedFigures<T>(
  key: string,
  range: DateRange | null,
  load: (days: DayRange | null, signal: AbortSignal) => Promise<T>,
  failure: string,
): RangedFigures<T> {
  const [state, setState] = useState<RangedFigures<T>>({ figures: null, loading: true });
  const latest = useRef({ load, failure });
  latest.current = { load, failure };
  const known = range !== null;
  const days = range ? apiDays(range) : null;
  const from = days?.from ?? null;
  const to = days?.to ?? null;

  useEffect(() => {
    if (!known) return;
    const controller = new AbortController();
    setState((previous) => ({ figures: previous.figures, loading: true }));
    const asked = from !== null && to !== null ? { from, to } : null;
    latest.current.load(asked, controller.signal).then(
      (figures) => {
        if (!controller.signal.aborted) setState({ figures, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(latest.current.failure, error);
        setState({ figures: null, loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, known, from, to]);

  return state;
}
