import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, testInfluencer, testUser } from '../../lib/testUsers';
import { abbreviateNumber, dayMonthYear, derivedViews, stripFigures } from './figures';
import type { Figures } from '../../lib/links/types';

describe('derivedViews', () => {
  it('is the larger of visits, requested checkouts and checkouts', () => {
    expect(derivedViews({ visits: 10, requested_checkouts: 3, checkouts: 2 })).toBe(10);
    expect(derivedViews({ visits: 1, requested_checkouts: 4, checkouts: 2 })).toBe(4);
    expect(derivedViews({ visits: 0, requested_checkouts: 0, checkouts: 5 })).toBe(5);
    expect(derivedViews(null)).toBe(0);
  });
});

describe('abbreviateNumber', () => {
  it('leaves numbers under 1000 alone', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.5)).toBe('12.5');
  });

  it('abbreviates from 1000 with K, M, B, T, P, E', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1250)).toBe('1.3K');
    expect(abbreviateNumber(2_500_000)).toBe('2.5M');
    expect(abbreviateNumber(7e9)).toBe('7B');
    expect(abbreviateNumber(3e12)).toBe('3T');
    expect(abbreviateNumber(4e15)).toBe('4P');
    expect(abbreviateNumber(5e18)).toBe('5E');
  });

  it('carries a rounding at the top of a tier', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
  });
});

const FIGURES: Figures = { currency: 'USD', visits: 120, views: 150, checkouts: 7, revenue: '1500.00', requested_checkouts: 9 };

describe('stripFigures', () => {
  it('shows admins clicks, sales and revenue from 1000', () => {
    expect(stripFigures(testUser(), FIGURES)).toEqual([
      { id: 'clicks', value: '150' },
      { id: 'sales', value: '7' },
      { id: 'revenue', value: '1.5K USD' },
    ]);
  });

  it('hides revenue under 1000', () => {
    expect(stripFigures(testUser(), { ...FIGURES, revenue: '999.99' }).map((f) => f.id)).toEqual(['clicks', 'sales']);
  });

  it('follows influencer permissions and never shows them revenue', () => {
    const none = testInfluencer({ permissions: NO_PERMISSIONS });
    expect(stripFigures(none, FIGURES)).toEqual([]);
    const clicks = testInfluencer({ permissions: { ...NO_PERMISSIONS, clicksEnabled: true, revenueEnabled: true } });
    expect(stripFigures(clicks, FIGURES).map((f) => f.id)).toEqual(['clicks']);
    const sales = testInfluencer({ permissions: { ...NO_PERMISSIONS, salesEnabled: true } });
    expect(stripFigures(sales, FIGURES).map((f) => f.id)).toEqual(['sales']);
  });

  it('leaves out what the server nulled', () => {
    expect(stripFigures(testUser(), { ...FIGURES, views: null, visits: null, revenue: null }).map((f) => f.id)).toEqual(['sales']);
  });
});

describe('dayMonthYear', () => {
  it('formats day/month/year and ignores bad input', () => {
    const iso = new Date(2026, 10, 2, 12).toISOString();
    expect(dayMonthYear(iso)).toBe('02/11/2026');
    expect(dayMonthYear('nope')).toBe('');
  });
});
