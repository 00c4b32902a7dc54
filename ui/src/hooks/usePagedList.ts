/**
 * One infinite list: fetches the first page whenever `key` changes (a new search resets the
 * list), the next one on `loadMore`, one request at a time; an older search's late answer is
 * dropped. Used by the links list, both pickers and the shopboard's posts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendPage, initialPaged, removeItem, replaceItem, type Page, type PagedState } from '../lib/paging';

export interface PagedList<T> {
  items: T[];
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  remove: (id: string) => void;
  /** Replaces the listed item with the same id (an item edited in place). */
  update: (item: T) => void;
  /** Reloads from the first page (after a create or an edit). */
  reload: () => void;
}

export function usePagedList<T, C>(
  key: string,
  first: C,
  fetchPage: (cursor: C, signal: AbortSignal) => Promise<Page<T, C>>,
  idOf: (item: T) => string,
  enabled = true,
): PagedList<T> {
  const [state, setState] = useState<PagedState<T, C>>(initialPaged);
  const [loadingMore, setLoadingMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const idRef = useRef(idOf);
  idRef.current = idOf;

  const run = useCallback((cursor: C, reset: boolean) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    if (reset) setState(initialPaged());
    else setLoadingMore(true);
    fetchRef.current(cursor, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        setState((previous) => appendPage(reset ? initialPaged<T, C>() : previous, page, idRef.current));
        setLoadingMore(false);
      },
      () => {
        if (current.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false, failed: true }));
        setLoadingMore(false);
      },
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    run(first, true);
    return () => controller.current?.abort();
    // A new key or a reload restarts; `first` is a constant per list.
  }, [key, first, generation, enabled, run]);

  const loadMore = useCallback(() => {
    if (state.loading || loadingMore || state.next === null || state.failed) return;
    run(state.next, false);
  }, [state.loading, state.next, state.failed, loadingMore, run]);

  const remove = useCallback((id: string) => setState((previous) => removeItem(previous, id, idRef.current)), []);
  const update = useCallback((item: T) => setState((previous) => replaceItem(previous, item, idRef.current)), []);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return {
    items: state.items,
    loading: state.loading,
    loadingMore,
    failed: state.failed,
    hasMore: state.next !== null,
    loadMore,
    remove,
    update,
    reload,
  };
}
