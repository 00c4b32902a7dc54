/**
 * A list loaded page by page from a `{items, next_skip}` style endpoint: the first page when
 * `key` changes, the next one when `loadMore()` is called. Used by infinite lists and by tables
 * that fetch more when paging past what is loaded. A failed page is logged and ends the list
 * (spec 2 §8: "empty or finished state, no message"); a stale answer after `key` changed is
 * dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  nextSkip: number | null;
}

export interface PagedList<T> {
  items: T[];
  /** True while a page is on its way. */
  loading: boolean;
  /** No more pages (the server said so, or a page failed). */
  done: boolean;
  /** True once the first page answered (or failed). */
  loaded: boolean;
  loadMore: () => void;
}

export function usePagedList<T>(
  key: string,
  fetchPage: (skip: number, signal: AbortSignal) => Promise<Page<T>>,
  label: string,
  enabled = true,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const state = useRef({ key, nextSkip: 0 as number | null, inFlight: false, controller: null as AbortController | null });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(() => {
    const current = state.current;
    if (current.inFlight || current.nextSkip === null) return;
    current.inFlight = true;
    const requestKey = current.key;
    const controller = new AbortController();
    current.controller = controller;
    setLoading(true);
    fetchRef
      .current(current.nextSkip, controller.signal)
      .then((page) => {
        if (state.current.key !== requestKey) return;
        state.current.nextSkip = page.nextSkip;
        setItems((previous) => [...previous, ...page.items]);
        if (page.nextSkip === null) setDone(true);
      })
      .catch((error: unknown) => {
        if (state.current.key !== requestKey || controller.signal.aborted) return;
        console.error(`${label} failed to load`, error);
        state.current.nextSkip = null;
        setDone(true);
      })
      .finally(() => {
        if (state.current.key !== requestKey) return;
        state.current.inFlight = false;
        setLoading(false);
        setLoaded(true);
      });
  }, [label]);

  useEffect(() => {
    state.current.controller?.abort();
    state.current = { key, nextSkip: 0, inFlight: false, controller: null };
    setItems([]);
    setDone(false);
    setLoaded(false);
    if (enabled) load();
    else setDone(true);
    return () => state.current.controller?.abort();
  }, [key, enabled, load]);

  return { items, loading, done, loaded, loadMore: load };
}
