/**
 * The lifetime figures for the strip, asked once after mount. A failure is only logged
 * ("lifetime analytics failures (list): logged only"; docs/analytics.md#lifetime-strips) and the
 * strip stays empty.
 */
import type { LinksAnalytics } from '../../../generated/LinksAnalytics';
import { fetchLinksAnalytics } from '../api/lookups';
import { useResource } from '../../../hooks/useResource';

export function useLinksAnalytics(): LinksAnalytics | null {
  return useResource('lifetime', (_key, signal) => fetchLinksAnalytics(signal), (error) => {
    console.warn('Lifetime link analytics failed', error);
  });
}
