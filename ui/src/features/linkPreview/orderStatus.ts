/**
 * Recent-order status tags (docs/analytics.md#recent-orders): paid green, refunded orange,
 * anything else (partially refunded, or a status added later) yellow.
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

/** The catalogue key of a known status; unknown statuses show as the server wrote them. */
export function orderStatusKey(status: string): 'linkPreview.orderStatus.paid' | 'linkPreview.orderStatus.refunded' | 'linkPreview.orderStatus.partiallyRefunded' | null {
  switch (status) {
    case 'paid':
      return 'linkPreview.orderStatus.paid';
    case 'refunded':
      return 'linkPreview.orderStatus.refunded';
    case 'partially refunded':
      return 'linkPreview.orderStatus.partiallyRefunded';
    default:
      return null;
  }
}
