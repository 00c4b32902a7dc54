/**
 * Short number labels for figures and chart ticks (spec 2 §9): from 1000 a number is written
 * with K, M, B, T, P or E and at most one decimal, so large counts fit the strips.
 */

const UNITS = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/** `999` → "999", `1500` → "1.5K", `2_000_000` → "2M"; negatives keep their sign. */
export function abbreviateNumber(value: number, fractionDigits = 1): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let abs = Math.abs(value);
  if (abs < 1000) return sign + trim(abs.toFixed(abs % 1 === 0 ? 0 : Math.min(2, fractionDigits + 1)));
  let unit = 0;
  while (abs >= 1000 && unit < UNITS.length - 1) {
    abs /= 1000;
    unit += 1;
  }
  // Rounding can carry into the next unit (999.96K → "1000K"): move up once more.
  if (Number(abs.toFixed(fractionDigits)) >= 1000 && unit < UNITS.length - 1) {
    abs /= 1000;
    unit += 1;
  }
  return sign + trim(abs.toFixed(fractionDigits)) + UNITS[unit];
}

/** Drops trailing zeros after the decimal point ("1.0" → "1", "2.50" → "2.5"). */
function trim(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
