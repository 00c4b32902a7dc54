/**
 * A post's analytics page data (docs/shopboard.md#post-analytics): its figures over the chosen
 * range, asked again when the range changes, and its products table over the same range.
 */
import type { PostAnalytics } from '../../../generated/PostAnalytics';
import { useRangedFigures, type RangedFigures } from '../../../hooks/useRangedFigures';
import { useRankedProducts, type RankedProducts } from '../../../domain/products/useRankedProducts';
import { apiDays, type DateRange } from '../../../lib/dateRange';
import { fetchPostAnalytics, fetchPostProducts } from '../api';
import type { SocialNetwork } from '../networks';

/** Five rows show at a time; each request fetches two pages. */
export const POST_PRODUCTS_PAGE_SIZE = 5;

export function usePostAnalytics(
  network: SocialNetwork,
  postId: string,
  range: DateRange | null,
): RangedFigures<PostAnalytics> {
  return useRangedFigures(
    `${network}/${postId}`,
    range,
    (days, signal) => fetchPostAnalytics(network, postId, days, signal),
    'Failed to fetch post analytics data',
  );
}

export function usePostProducts(network: SocialNetwork, postId: string, range: DateRange | null): RankedProducts {
  const days = range ? apiDays(range) : null;
  return useRankedProducts({
    key: `${network}/${postId}/${days ? `${days.from}/${days.to}` : 'lifetime'}`,
    pageSize: POST_PRODUCTS_PAGE_SIZE,
    fetchRows: (count, skip, signal) => fetchPostProducts(network, postId, { count, skip }, days, signal),
    // Nothing is asked before the range is known (the merchant's today).
    enabled: range !== null,
  });
}
