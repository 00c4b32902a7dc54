/**
 * Recent orders of a link, admins only: `GET /admin/v1/links/{id}/orders?count&skip` and, when a
 * row opens, `…/orders/{orderId}/details` (docs/links-api.md).
 */
import type { LinkOrder } from '../../../generated/LinkOrder';
import { ordersCalls, type OrdersCalls } from '../../../domain/orders/api';

export function linkOrdersCalls(linkId: string): OrdersCalls<LinkOrder> {
  return ordersCalls<LinkOrder>(`/admin/v1/links/${encodeURIComponent(linkId)}/orders`);
}
