/**
 * Derived analytics figures (docs/analytics.md#derived-figures). The server sends raw counts (and a
 * multilink experience's CR and cart average, which are shown as sent); what else a preview
 * shows is computed here so every screen agrees, and a zero denominator shows 0 rather than NaN
 * or Infinity.
 */

/** Null-safe number: influencers get null for figures their permissions hide. */
const n = (value: number | string | null | undefined): number => {
  const parsed = typeof value === 'string' ? Number.parseFloat(value) : value ?? 0;
  return Number.isFinite(parsed) ? parsed : 0;
};

/** Divides, answering 0 when the denominator is not positive. */
export function safeDivide(numerator: number, denominator: number): number {
  return denominator > 0 ? numerator / denominator : 0;
}

/**
 * Views shown: a checkout implies a view, so the larger of views, requested checkouts and
 * checkouts (late-arriving events can leave views behind).
 */
export function viewsShown(views: number | null, requested: number | null, checkouts: number | null): number {
  return Math.max(n(views), n(requested), n(checkouts));
}

/** Multilink list: the larger of views and checkouts. */
export function multilinkViewsShown(views: number | null, checkouts: number | null): number {
  return Math.max(n(views), n(checkouts));
}

/** Conversion rate in percent: checkouts / max(views, requested, checkouts) × 100. */
export function conversionRate(views: number | null, requested: number | null, checkouts: number | null): number {
  return safeDivide(n(checkouts), viewsShown(views, requested, checkouts)) * 100;
}

/** Multilink conversion rate in percent: checkouts / views × 100. */
export function multilinkConversionRate(views: number | null, checkouts: number | null): number {
  return safeDivide(n(checkouts), n(views)) * 100;
}

/** Average order value, and the multilink cart average: revenue / checkouts. */
export function averageOrderValue(revenue: number | string | null, checkouts: number | null): number {
  return safeDivide(n(revenue), n(checkouts));
}

/** Parses a decimal money string (or null) to a number for display and charts. */
export function money(value: string | number | null | undefined): number {
  return n(value);
}
