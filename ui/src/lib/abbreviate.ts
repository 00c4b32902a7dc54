/**
 * Short number labels for figures, list items and chart ticks (docs/analytics.md#derived-figures):
 * from 1000 a number is written with K, M, B, T, P or E and at most one decimal, so large counts
 * fit the strips; under 1000 it keeps up to two decimals.
 */

const UNITS = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/** Rounds `abs / 1000^unit` half up to `digits` decimals, dividing once so 1650 → 1.7, not 1.6. */
function scaled(abs: number, unit: number, digits: number): number {
  return Math.round(abs / (1000 ** unit / 10 ** digits)) / 10 ** digits;
}

/** `999` → "999", `1250` → "1.3K", `2_500_000` → "2.5M"; negatives keep their sign. */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let unit = 0;
  while (unit < UNITS.length - 1 && abs >= 1000 ** (unit + 1)) unit += 1;
  let shown = scaled(abs, unit, unit === 0 ? 2 : 1);
  // Rounding can carry into the next unit (999.96K → "1000K"): move up once more.
  if (shown >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    shown = scaled(abs, unit, 1);
  }
  return `${sign}${String(shown)}${UNITS[unit]}`;
}
