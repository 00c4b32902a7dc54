/**
 * An infinite list of recent orders (the link previews' and home's): 20 a request, appended
 * while full pages return (domain/orders/paging.ts). Each list passes its own orders call (domain/orders/api.ts).
 */
import { useCallback } from 'react';
import type { LinkOrder } from '../../generated/LinkOrder';
import type { OrdersCalls } from './api';
import { nextOrderSkip, ORDERS_PAGE } from './paging';
import { usePagedList, type PagedList } from '../../hooks/usePagedList';

const orderKey = (order: LinkOrder) => order.order_id;

/** `key` names the list (a new key starts it afresh); nothing loads while `enabled` is false. */
export function useOrderPages<T extends LinkOrder>(key: string, fetchOrders: OrdersCalls<T>['fetchPage'], enabled = true): PagedList<T> {
  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await fetchOrders(ORDERS_PAGE, skip, signal);
      return { items: page.orders, next: nextOrderSkip(page.orders.length, page.next_skip) };
    },
    [fetchOrders],
  );
  return usePagedList<T, number>(key, 0, fetchPage, orderKey, enabled);
}
