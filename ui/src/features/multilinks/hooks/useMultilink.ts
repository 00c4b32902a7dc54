/**
 * Loads one multilink for the preview or the editor. A load failure is logged
 * and the caller leaves (back to the list), so no error is shown here (docs/links.md#previews).
 */
import type { MultilinkOut } from '../../../generated/MultilinkOut';
import { useResource } from '../../../hooks/useResource';
import { fetchMultilink } from '../api/multilinks';

export function useMultilink(multilinkId: string | null, onFailure: () => void): MultilinkOut | null {
  return useResource(
    multilinkId,
    (id, signal) => fetchMultilink(id, { signal }),
    (error) => {
      console.error('Loading the multilink failed', error);
      onFailure();
    },
  );
}
