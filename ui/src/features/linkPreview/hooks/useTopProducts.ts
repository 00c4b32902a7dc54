/**
 * The top-performing products table of a link (docs/analytics.md#top-products) over the
 * preview's range, like the cards above it: the total from `/products/count` for the pager, rows
 * fetched two pages at a time. Nothing is asked before the range is known (the merchant's today).
 */
import { useRankedProducts, type RankedProducts } from '../../../domain/products/useRankedProducts';
import { apiDays, type DateRange } from '../../../lib/dateRange';
import { fetchTopProducts, fetchTopProductsCount } from '../api/topProducts';

/** Four rows show at a time (docs/analytics.md#top-products). */
export const TOP_PRODUCTS_PAGE_SIZE = 4;

export function useTopProducts(linkId: string, range: DateRange | null): RankedProducts {
  const days = range ? apiDays(range) : null;
  return useRankedProducts({
    key: `${linkId}/${days ? `${days.from}/${days.to}` : 'lifetime'}`,
    pageSize: TOP_PRODUCTS_PAGE_SIZE,
    fetchRows: async (count, skip, signal) => {
      const data = await fetchTopProducts(linkId, { count, skip }, days, { signal });
      return { rows: data.products, next: data.next_skip };
    },
    fetchCount: (signal) => fetchTopProductsCount(linkId, days, { signal }),
    enabled: range !== null,
  });
}
