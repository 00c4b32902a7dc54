/**
 * The lifetime figures of a multilink's live experiences, as the server works them out (CR and
 * cart average included), for the preview's experiences table. Null while loading; a failure
 * is logged and the caller leaves, as for the multilink itself (docs/links.md#previews).
 */
import type { ExperienceFigures } from '../../../generated/ExperienceFigures';
import { useResource } from '../../../hooks/useResource';
import { fetchLinkAnalytics } from '../../../domain/links/api/analytics';

const NONE: ExperienceFigures[] = [];

export function useExperienceFigures(multilinkId: string, onFailure: () => void): ExperienceFigures[] | null {
  const analytics = useResource(
    multilinkId,
    (id, signal) => fetchLinkAnalytics(id, null, { signal }),
    (error) => {
      console.error('Loading the multilink analytics failed', error);
      onFailure();
    },
  );
  return analytics ? (analytics.experiences ?? NONE) : null;
}
