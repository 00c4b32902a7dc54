/**
 * Paging of the recent-orders lists (docs/analytics.md#recent-orders, docs/home.md#recent-orders):
 * 20 orders a request, the next page asked from the offset the server names, and only while
 * full pages come back. A short page is the last one even if a server were to name a next
 * offset, so a list can never ask for pages forever.
 */

/** Orders per request. */
export const ORDERS_PAGE = 20;

/** The offset of the next page, or null when the list is complete. */
export function nextOrderSkip(received: number, serverNext: number | null, count: number = ORDERS_PAGE): number | null {
  return received < count ? null : serverNext;
}
