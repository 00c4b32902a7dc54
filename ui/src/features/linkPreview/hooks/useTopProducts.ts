/**
 * The top-performing products table's data (docs/analytics.md#top-products): the total from
 * `/products/count` for the pager, rows fetched two pages at a time, and more fetched when the user
 * pages past the loaded rows.
 */
import { useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../../hooks/usePagedList';
import type { ProductRow } from '../../../generated/LinkProductRow';
import { fetchTopProducts, fetchTopProductsCount } from '../api/topProducts';

/** Four rows show at a time (docs/analytics.md#top-products). */
export const TOP_PRODUCTS_PAGE_SIZE = 4;
const productKey = (row: ProductRow) => row.product_id;

/** Two pages per request, so the next page is usually there before it is asked for. */
const FETCH_COUNT = TOP_PRODUCTS_PAGE_SIZE * 2;

export interface TopProducts {
  rows: ProductRow[];
  total: number;
  page: number;
  pageCount: number;
  loading: boolean;
  loaded: boolean;
  setPage: (page: number) => void;
}

export function useTopProducts(linkId: string): TopProducts {
  const [total, setTotal] = useState(0);
  const [page, setPageState] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchTopProductsCount(linkId, { signal: controller.signal })
      .then(setTotal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading the top products count failed', error);
      });
    return () => controller.abort();
  }, [linkId]);

  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const data = await fetchTopProducts(linkId, FETCH_COUNT, skip, { signal });
      return { items: data.products, next: data.next_skip };
    },
    [linkId],
  );
  const list = usePagedList<ProductRow, number>(linkId, 0, fetchPage, productKey);

  // The count may lag behind (or fail); never show fewer pages than the rows we hold.
  const known = Math.max(total, list.items.length);
  const pageCount = Math.max(1, Math.ceil(known / TOP_PRODUCTS_PAGE_SIZE));

  const { items, hasMore, failed, loading, loadingMore, loadMore } = list;
  useEffect(() => {
    const needed = (page + 1) * TOP_PRODUCTS_PAGE_SIZE;
    if (items.length < needed && hasMore && !failed && !loading && !loadingMore) loadMore();
  }, [page, items.length, hasMore, failed, loading, loadingMore, loadMore]);

  const setPage = useCallback(
    (next: number) => setPageState(Math.max(0, Math.min(next, pageCount - 1))),
    [pageCount],
  );

  const busy = list.loading || list.loadingMore;
  return { rows: list.items, total: known, page, pageCount, loading: busy, loaded: !list.loading, setPage };
}
