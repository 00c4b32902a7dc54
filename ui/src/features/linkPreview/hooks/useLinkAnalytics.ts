/**
 * A link's figures for the chosen date range, fetched again whenever the range changes. A
 * failure is logged and leaves the figures empty (no message; docs/analytics.md#link-preview).
 */
import { useEffect, useState } from 'react';
import type { DateRange } from '../../../lib/links/dateRange';
import type { LinkFigures } from '../../../generated/LinkFigures';
import { fetchLinkAnalytics } from '../../../lib/links/api/analytics';

export interface AnalyticsState {
  figures: LinkFigures | null;
  loading: boolean;
}

export function useLinkAnalytics(linkId: string, range: DateRange): AnalyticsState {
  const [state, setState] = useState<AnalyticsState>({ figures: null, loading: true });
  const { from, to } = range;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ figures: previous.figures, loading: true }));
    fetchLinkAnalytics(linkId, { from, to }, { signal: controller.signal })
      .then((figures) => setState({ figures, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the link analytics failed', error);
        setState({ figures: null, loading: false });
      });
    return () => controller.abort();
  }, [linkId, from, to]);

  return state;
}
