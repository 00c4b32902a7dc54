/**
 * A ranked products table's data (docs/analytics.md#top-products): rows fetched two pages at a
 * time, more fetched when the user pages past the loaded rows, and the pager's size from a count
 * call when the table has one (the link previews), else from the rows loaded and whether more
 * follow (a shopboard post's table). A new `key` (another link, post or range) starts over.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ProductRow } from '../../generated/LinkProductRow';
import { usePagedList } from '../../hooks/usePagedList';

export interface RankedProducts {
  rows: ProductRow[];
  total: number;
  page: number;
  pageCount: number;
  loading: boolean;
  loaded: boolean;
  /** The first page could not be loaded. */
  failed: boolean;
  setPage: (page: number) => void;
}

export interface RankedProductsSource {
  /** What the rows are of; a change reloads them. */
  key: string;
  /** Rows a page of the table shows. */
  pageSize: number;
  /** `count` rows from `skip`, and the next `skip` (null on the last page). */
  fetchRows: (count: number, skip: number, signal: AbortSignal) => Promise<{ rows: ProductRow[]; next: number | null }>;
  /** How many rows the table has, when the server says. */
  fetchCount?: (signal: AbortSignal) => Promise<number>;
  /** False while the rows cannot be asked for yet. */
  enabled?: boolean;
}

const productKey = (row: ProductRow) => row.product_id;

export function useRankedProducts({ key, pageSize, fetchRows, fetchCount, enabled = true }: RankedProductsSource): RankedProducts {
  const [total, setTotal] = useState(0);
  const [page, setPageState] = useState(0);

  useEffect(() => {
    setPageState(0);
    setTotal(0);
    if (!fetchCount || !enabled) return;
    const controller = new AbortController();
    fetchCount(controller.signal)
      .then(setTotal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading the products count failed', error);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is counted
  }, [key, enabled]);

  // Two pages per request, so the next page is usually there before it is asked for.
  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const data = await fetchRows(pageSize * 2, skip, signal);
      return { items: data.rows, next: data.next };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what is fetched
    [key, pageSize],
  );
  const list = usePagedList<ProductRow, number>(key, 0, fetchPage, productKey, enabled);

  // The count may lag behind (or fail, or not exist); never show fewer pages than the rows we
  // hold, and one more while more rows follow.
  const known = Math.max(total, list.items.length);
  const pageCount = Math.max(1, Math.ceil(known / pageSize) + (total === 0 && list.hasMore ? 1 : 0));

  const { items, hasMore, failed, loading, loadingMore, loadMore } = list;
  useEffect(() => {
    const needed = (page + 1) * pageSize;
    if (items.length < needed && hasMore && !failed && !loading && !loadingMore) loadMore();
  }, [page, pageSize, items.length, hasMore, failed, loading, loadingMore, loadMore]);

  const setPage = useCallback((next: number) => setPageState(Math.max(0, Math.min(next, pageCount - 1))), [pageCount]);

  const busy = list.loading || list.loadingMore;
  return {
    rows: list.items,
    total: known,
    page,
    pageCount,
    loading: busy,
    loaded: !list.loading,
    failed: list.failed && list.items.length === 0,
    setPage,
  };
}
