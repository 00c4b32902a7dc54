/**
 * Number, money and date display for analytics. Written by hand because the server render runs
 * in QuickJS, which has no `Intl` (ssr-bundle/smoke.mjs), and these screens render there too.
 */
import { abbreviateNumber } from './abbreviate';

const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$', EUR: '€', GBP: '£', ILS: '₪', JPY: '¥', CAD: 'CA$', AUD: 'A$', INR: '₹', CNY: 'CN¥',
};

/** `1234567.5` → "1,234,567.50" (two decimals, comma thousands). */
export function groupDigits(value: number, decimals = 2): string {
  const fixed = (Number.isFinite(value) ? value : 0).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (negative ? '-' : '') + grouped + (fraction !== undefined ? `.${fraction}` : '');
}

/** The currency's symbol, or its code followed by a space for currencies we do not list. */
export function currencyPrefix(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? `${currency.toUpperCase()} `;
}

/** Money with two decimals: "$1,234.50". */
export function formatMoney(value: number, currency: string): string {
  return currencyPrefix(currency) + groupDigits(value, 2);
}

/** Money for figure strips: abbreviated from 1000 ("$1.2K"), two decimals below. */
export function formatMoneyShort(value: number, currency: string): string {
  return currencyPrefix(currency) + (Math.abs(value) >= 1000 ? abbreviateNumber(value) : groupDigits(value, 2));
}

/** A count for figure strips: "999", "1.5K". */
export const formatCount = (value: number): string => abbreviateNumber(Math.round(value));

/** A percentage with up to two decimals: "12.5%". */
export function formatPercent(value: number): string {
  const rounded = Math.round((Number.isFinite(value) ? value : 0) * 100) / 100;
  return `${rounded}%`;
}

/** An ISO timestamp or day as day/month/year ("created date (day/month/year)"; docs/links.md#lists). */
export function formatDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return `${match[3]}/${match[2]}/${match[1]}`;
}
