/**
 * Recent orders of a link, admins only: `GET …/orders?count&skip` and, when a row opens,
 * `GET …/orders/{orderId}/details` (docs/links-api.md).
 */
import { apiGet, type RequestOptions } from '../../../lib/api';
import { buildQuery } from '../../../lib/query';

/** Spec 2 §3 "Order". */
export interface OrderRow {
  /** The store's order id (numeric in practice). */
  order_id: string | number;
  /** The store's order name ("#1001"), when the server sends it. */
  name?: string;
  created_at: string;
  currency: string;
  order_status: string;
  order_url: string;
  products_count: number;
  total_price: string;
}

export interface OrdersPage {
  orders: OrderRow[];
  next_skip: number | null;
}

export interface OrderItem {
  title: string;
  image: string | null;
  variant_title: string | null;
  price: string;
  quantity: number;
}

const base = (linkId: string) => `/admin/v1/links/${encodeURIComponent(linkId)}/orders`;

export function fetchOrders(linkId: string, count: number, skip: number, options?: RequestOptions): Promise<OrdersPage> {
  const query = buildQuery([
    ['count', String(count)],
    ['skip', String(skip)],
  ]);
  return apiGet<OrdersPage>(`${base(linkId)}?${query}`, options);
}

export async function fetchOrderDetails(linkId: string, orderId: string, options?: RequestOptions): Promise<OrderItem[]> {
  const data = await apiGet<{ items: OrderItem[] }>(`${base(linkId)}/${encodeURIComponent(orderId)}/details`, options);
  return data.items;
}
