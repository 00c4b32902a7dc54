import { describe, expect, it } from 'vitest';
import { dailySeries } from './dailySeries';
import { isEmptySeries } from '../../lib/series';
import type { LinkDayFigures } from '../../generated/LinkDayFigures';

const day = (over: Partial<LinkDayFigures>): LinkDayFigures => ({
  visits: 0,
  views: 0,
  adds: 0,
  requested_checkouts: 0,
  checkouts: 0,
  revenue: '0.00',
  total_tax: '0.00',
  ...over,
});

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];

describe('dailySeries', () => {
  const data = {
    '2026-03-01': day({ views: 10, checkouts: 2, revenue: '10.005' }),
    '2026-03-03': day({ views: 4, requested_checkouts: 4, checkouts: 1, revenue: '7.333' }),
  };

  it('fills missing days with zeros', () => {
    expect(dailySeries('sales', data, DAYS).map((p) => p.value)).toEqual([2, 0, 1]);
  });
  it('clicks are the views of the day as the server counts them', () => {
    expect(dailySeries('clicks', data, DAYS).map((p) => p.value)).toEqual([10, 0, 4]);
  });
  it('rounds revenue, CR and AOV to 2 decimals', () => {
    expect(dailySeries('revenue', data, DAYS).map((p) => p.value)).toEqual([10.01, 0, 7.33]);
    expect(dailySeries('cr', data, DAYS).map((p) => p.value)).toEqual([20, 0, 25]);
    expect(dailySeries('aov', data, DAYS).map((p) => p.value)).toEqual([5, 0, 7.33]);
  });
  it('treats hidden (null) figures as zero', () => {
    const hidden = { '2026-03-01': day({ views: null, checkouts: null, revenue: null }) };
    expect(dailySeries('clicks', hidden, DAYS).map((p) => p.value)).toEqual([0, 0, 0]);
  });
  it('knows an all-zero series is empty', () => {
    expect(isEmptySeries(dailySeries('sales', {}, DAYS))).toBe(true);
    expect(isEmptySeries(dailySeries('sales', data, DAYS))).toBe(false);
  });
});
