import { describe, expect, it } from 'vitest';
import { formatCount, formatDayMonthYear, formatMoney, formatMoneyShort, formatPercent, groupDigits } from './format';

describe('format', () => {
  it('groups digits with two decimals', () => {
    expect(groupDigits(1234567.5)).toBe('1,234,567.50');
    expect(groupDigits(-1000)).toBe('-1,000.00');
    expect(groupDigits(12, 0)).toBe('12');
  });
  it('formats money with a symbol or the code', () => {
    expect(formatMoney(39, 'USD')).toBe('$39.00');
    expect(formatMoney(5, 'SEK')).toBe('SEK 5.00');
    expect(formatMoneyShort(1500, 'EUR')).toBe('€1.5K');
    expect(formatMoneyShort(15.5, 'EUR')).toBe('€15.50');
  });
  it('formats counts, percents and days', () => {
    expect(formatCount(1499.6)).toBe('1.5K');
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(Number.NaN)).toBe('0%');
    expect(formatDayMonthYear('2026-11-22T10:00:00Z')).toBe('22/11/2026');
    expect(formatDayMonthYear('2026-11-02')).toBe('02/11/2026');
  });
});
