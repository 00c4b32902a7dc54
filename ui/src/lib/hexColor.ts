/**
 * Hex colours for the native colour input, which takes only `#rrggbb`: the theme may hold the
 * short `#rgb` form the server also accepts (docs/appearance.md#rules).
 */

const SHORT = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG = /^#[0-9a-f]{6}$/i;

/** `#rgb` or `#rrggbb`. */
export const isHexColor = (value: string): boolean => SHORT.test(value.trim()) || LONG.test(value.trim());

/** The colour as `#rrggbb` in lower case; `fallback` when it is not a hex colour. */
export function sixDigitHex(value: string | null | undefined, fallback = '#000000'): string {
  const text = (value ?? '').trim();
  const short = SHORT.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return LONG.test(text) ? text.toLowerCase() : fallback;
}
