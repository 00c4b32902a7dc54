/**
 * The trends calls (docs/trends.md#calls): the top-performing products, the best combinations,
 * and the complementary products of one product. Each answers 403 without business features and
 * for influencers; the page never asks then (access.ts).
 */
import type { Complementary } from '../../generated/ComplementaryProducts';
import type { TopCombinations } from '../../generated/TopCombinations';
import type { TopPerforming } from '../../generated/TopPerforming';
import { apiGet } from '../../lib/api';

const BASE = '/admin/v1/products/trends';

export function fetchTopPerforming(signal?: AbortSignal): Promise<TopPerforming> {
  return apiGet<TopPerforming>(`${BASE}/top-performing`, { signal });
}

export function fetchTopCombinations(signal?: AbortSignal): Promise<TopCombinations> {
  return apiGet<TopCombinations>(`${BASE}/top-combinations`, { signal });
}

/** `productId`: the store id (`gid://shopify/Product/1`), sent encoded as one path segment. */
export function fetchComplementary(productId: string, signal?: AbortSignal): Promise<Complementary> {
  return apiGet<Complementary>(`${BASE}/complementary/${encodeURIComponent(productId)}`, { signal });
}
