/**
 * Order status tags of the recent-orders lists (the link previews' and home's;
 * docs/analytics.md#recent-orders, docs/home.md#recent-orders): paid green, refunded orange,
 * anything else yellow. The three statuses the server sends have a label; any other value is
 * shown as an empty status rather than as an unexplained word.
 */
export type OrderTagTone = 'green' | 'orange' | 'yellow';

export function orderTagTone(status: string): OrderTagTone {
  if (status === 'paid') return 'green';
  if (status === 'refunded') return 'orange';
  return 'yellow';
}

/** A variant title of "None" (or none at all) is not shown (docs/analytics.md#recent-orders). */
export function visibleVariantTitle(title: string | null | undefined): string | null {
  if (!title) return null;
  const trimmed = title.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'none' ? null : trimmed;
}

export type OrderStatusKey = 'orders.status.paid' | 'orders.status.refunded' | 'orders.status.partiallyRefunded';

/** The catalogue key of a known status; null for any other (shown empty). */
export function orderStatusKey(status: string): OrderStatusKey | null {
  switch (status) {
    case 'paid':
      return 'orders.status.paid';
    case 'refunded':
      return 'orders.status.refunded';
    case 'partially refunded':
      return 'orders.status.partiallyRefunded';
    default:
      return null;
  }
}
