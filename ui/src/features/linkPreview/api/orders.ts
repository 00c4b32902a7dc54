/**
 * Recent orders of a link, admins only: `GET …/orders?count&skip` and, when a row opens,
 * `GET …/orders/{orderId}/details` (docs/links-api.md).
 */
import type { LinkOrderDetails } from '../../../generated/LinkOrderDetails';
import type { LinkOrderItem } from '../../../generated/LinkOrderItem';
import type { LinkOrdersPage } from '../../../generated/LinkOrdersPage';
import { apiGet, type RequestOptions } from '../../../lib/api';
import { buildQuery } from '../../../lib/query';

const base = (linkId: string) => `/admin/v1/links/${encodeURIComponent(linkId)}/orders`;

export function fetchOrders(linkId: string, count: number, skip: number, options?: RequestOptions): Promise<LinkOrdersPage> {
  const query = buildQuery([
    ['count', String(count)],
    ['skip', String(skip)],
  ]);
  return apiGet<LinkOrdersPage>(`${base(linkId)}?${query}`, options);
}

export async function fetchOrderDetails(linkId: string, orderId: string, options?: RequestOptions): Promise<LinkOrderItem[]> {
  const data = await apiGet<LinkOrderDetails>(`${base(linkId)}/${encodeURIComponent(orderId)}/details`, options);
  return data.items;
}
