/**
 * The top-performing products table of a link (docs/analytics.md#top-products): the total from
 * `/products/count` for the pager, rows fetched two pages at a time.
 */
import { useRankedProducts, type RankedProducts } from '../../../hooks/useRankedProducts';
import { fetchTopProducts, fetchTopProductsCount } from '../api/topProducts';

/** Four rows show at a time (docs/analytics.md#top-products). */
export const TOP_PRODUCTS_PAGE_SIZE = 4;

export function useTopProducts(linkId: string): RankedProducts {
  return useRankedProducts({
    key: linkId,
    pageSize: TOP_PRODUCTS_PAGE_SIZE,
    fetchRows: async (count, skip, signal) => {
      const data = await fetchTopProducts(linkId, count, skip, { signal });
      return { rows: data.products, next: data.next_skip };
    },
    fetchCount: (signal) => fetchTopProductsCount(linkId, { signal }),
  });
}
