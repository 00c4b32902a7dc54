/**
 * The lifetime figures for the strip, asked once after mount. A failure is only logged
 * (spec 2 §8: "lifetime analytics failures (list): logged only") and the strip stays empty.
 */
import { useEffect, useState } from 'react';
import { fetchLinksAnalytics } from '../api/lookups';
import type { LinksAnalytics } from '../../../lib/links/types';

export function useLinksAnalytics(): LinksAnalytics | null {
  const [analytics, setAnalytics] = useState<LinksAnalytics | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchLinksAnalytics(controller.signal).then(setAnalytics, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Lifetime link analytics failed', error);
    });
    return () => controller.abort();
  }, []);
  return analytics;
}
