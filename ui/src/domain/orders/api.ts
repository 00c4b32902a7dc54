/**
 * The two calls every recent-orders list makes, under its own base path: `GET {base}?count&skip`
 * for a page and, when a row opens, `GET {base}/{orderId}/details` for its items. A link's
 * orders (`/admin/v1/links/{id}/orders`, docs/links-api.md) and the business's
 * (`/admin/v1/orders`, docs/home.md#recent-orders) answer the same shapes; admins only.
 */
import type { LinkOrderDetails } from '../../generated/LinkOrderDetails';
import type { LinkOrderItem } from '../../generated/LinkOrderItem';
import { apiGet } from '../../lib/api';
import { buildQuery } from '../../lib/query';

export interface OrdersCalls<T> {
  /** One page, newest first. */
  fetchPage: (count: number, skip: number, signal: AbortSignal) => Promise<{ orders: T[]; next_skip: number | null }>;
  /** The items of one order. */
  fetchDetails: (orderId: string) => Promise<LinkOrderItem[]>;
}

export function ordersCalls<T>(base: string): OrdersCalls<T> {
  return {
    fetchPage: (count, skip, signal) =>
      apiGet<{ orders: T[]; next_skip: number | null }>(
        `${base}?${buildQuery([
          ['count', String(count)],
          ['skip', String(skip)],
        ])}`,
        { signal },
      ),
    fetchDetails: async (orderId) => (await apiGet<LinkOrderDetails>(`${base}/${encodeURIComponent(orderId)}/details`)).items,
  };
}
