/**
 * An opened order's item list (docs/analytics.md#recent-orders): up to three items show in
 * full; with more the list scrolls inside its row, so one large order does not push the rest of
 * the orders out of their box.
 */

/** Items shown before the list scrolls. */
export const ITEMS_BEFORE_SCROLL = 3;

export function itemsScroll(count: number): boolean {
  return count > ITEMS_BEFORE_SCROLL;
}
