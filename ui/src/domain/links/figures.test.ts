import { describe, expect, it } from 'vitest';
import { averageOrderValue, conversionRate, money, views } from './figures';

describe('views', () => {
  it('shows the count the server sends, null (hidden) as zero', () => {
    expect(views(12)).toBe(12);
    expect(views(null)).toBe(0);
    expect(views(undefined)).toBe(0);
  });
});

describe('conversionRate', () => {
  it('divides checkouts by views, the same rule for links and multilinks', () => {
    expect(conversionRate(10, 2)).toBe(20);
    expect(conversionRate(8, 2)).toBe(25);
  });
  it('is 0 with no views at all', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(0, 2)).toBe(0);
    expect(conversionRate(null, null)).toBe(0);
  });
});

describe('averageOrderValue', () => {
  it('divides revenue by checkouts, money strings included', () => {
    expect(averageOrderValue('39.00', 2)).toBe(19.5);
    expect(averageOrderValue(10, 4)).toBe(2.5);
  });
  it('is 0 without checkouts', () => {
    expect(averageOrderValue('10.00', 0)).toBe(0);
    expect(averageOrderValue(null, null)).toBe(0);
  });
  it('parses money, garbage as 0', () => {
    expect(money('1234.50')).toBe(1234.5);
    expect(money('x')).toBe(0);
  });
});
