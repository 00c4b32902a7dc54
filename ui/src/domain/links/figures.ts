/**
 * Derived analytics figures (docs/analytics.md#derived-figures). The server sends the counts as
 * every screen shows them (and a multilink experience's CR and cart average); the ratios a
 * preview shows are computed here so every screen agrees, and a zero denominator shows 0 rather
 * than NaN or Infinity.
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
 * Views as sent: the server counts them once for every screen (docs/analytics.md#definitions:
 * reloads within the repeat window, bots and link-preview crawlers never count, and a link never
 * shows fewer views than checkouts). The links strips call the same figure Clicks.
 */
export function views(value: number | null | undefined): number {
  return n(value);
}

/** Conversion rate in percent: checkouts / views × 100, the same rule on every screen. */
export function conversionRate(viewCount: number | null, checkouts: number | null): number {
  return safeDivide(n(checkouts), n(viewCount)) * 100;
}

/** Average order value, and the multilink cart average: revenue / checkouts. */
export function averageOrderValue(revenue: number | string | null, checkouts: number | null): number {
  return safeDivide(n(revenue), n(checkouts));
}

/** Parses a decimal money string (or null) to a number for display and charts. */
export function money(value: string | number | null | undefined): number {
  return n(value);
}
