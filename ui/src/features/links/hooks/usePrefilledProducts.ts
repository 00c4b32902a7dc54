/**
 * Starts a new look with the products its address named (`?create=1&products=…`, trends' quick
 * links; docs/links.md#editors): they are read from the catalog after mount and put on the draft,
 * unless products were chosen in the meantime. Ids the catalog no longer holds are left out; a
 * failure is logged and leaves the draft empty, for the picker.
 */
import { useEffect } from 'react';
import { fetchProductsByIds } from '../../../domain/links/api/catalog';
import type { Draft } from '../../../domain/links/editorState';

export function usePrefilledProducts(ids: readonly string[], update: (change: (draft: Draft) => Draft) => void): void {
  // One string, so a new array with the same ids does not ask again.
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    fetchProductsByIds(key.split(','), controller.signal).then(
      (products) => {
        if (controller.signal.aborted || products.length === 0) return;
        update((draft) => (draft.products.length === 0 ? { ...draft, products } : draft));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Loading the products for the new link failed', error);
      },
    );
    return () => controller.abort();
  }, [key, update]);
}
