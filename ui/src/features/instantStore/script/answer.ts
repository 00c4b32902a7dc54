/**
 * Reading the cart forms' JSON answers (`forms.rs` on the server): `{status, data: {notice,
 * count, cart}}` when the cart changed, the API's error envelope (409 sold out, 404 not on the
 * page or not in the cart) when it did not.
 */

/** A changed cart: the notice to show, units in the cart, the cart section's markup. */
export interface CartAnswer {
  notice: string;
  count: number;
  cart: string;
}

/** The answer's cart, or `null` when the body is not one. */
export function cartAnswer(body: unknown): CartAnswer | null {
  const data = (body as { data?: Partial<CartAnswer> } | null)?.data;
  if (!data || typeof data.notice !== 'string' || typeof data.count !== 'number' || typeof data.cart !== 'string') {
    return null;
  }
  return { notice: data.notice, count: data.count, cart: data.cart };
}

/** The page notice for a refused post, or `null` when the status is not a refusal the page names. */
export function noticeForRefusal(fromAddForm: boolean, status: number): string | null {
  if (fromAddForm && status === 409) return 'soldout';
  if (fromAddForm && status === 404) return 'unavailable';
  if (!fromAddForm && status === 404) return 'updated';
  return null;
}
