/** Recent orders of a link (admins only), twenty per request as the API defaults to. */
import { useCallback } from 'react';
import { usePagedList } from '../../../hooks/usePagedList';
import type { LinkOrder } from '../../../generated/LinkOrder';
import { fetchOrders } from '../api/orders';

/** Orders fetched per request: the API's default (docs/analytics.md#recent-orders). */
export const ORDERS_FETCH_COUNT = 20;

const orderKey = (order: LinkOrder) => order.order_id;

export function useOrders(linkId: string, enabled: boolean) {
  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const data = await fetchOrders(linkId, ORDERS_FETCH_COUNT, skip, { signal });
      return { items: data.orders, next: data.next_skip };
    },
    [linkId],
  );
  return usePagedList<LinkOrder, number>(linkId, 0, fetchPage, orderKey, enabled);
}
