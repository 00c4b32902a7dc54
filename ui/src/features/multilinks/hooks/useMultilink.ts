/**
 * Loads one multilink for the preview or the editor. Spec 2 §4, §8: a load failure is logged
 * and the caller leaves (back to the list), so no error is shown here.
 */
import type { MultilinkWithCatalog } from '../../../lib/links/types';
import { useResource } from '../../../hooks/useResource';
import { fetchMultilink } from '../api/multilinks';

export function useMultilink(multilinkId: string | null, onFailure: () => void): MultilinkWithCatalog | null {
  return useResource(
    multilinkId,
    (id, signal) => fetchMultilink(id, { signal }),
    (error) => {
      console.error('Loading the multilink failed', error);
      onFailure();
    },
  );
}
