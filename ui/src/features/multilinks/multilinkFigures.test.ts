import { describe, expect, it } from 'vitest';
import { experienceRows, multilinkFigures } from './multilinkFigures';
import { EXPERIENCE_FIGURES, MULTILINK } from './testMultilinks';

describe('multilinkFigures', () => {
  it('derives CR from views and the cart average from checkouts', () => {
    expect(multilinkFigures(MULTILINK)).toEqual({ clicks: '30', sales: '3', revenue: '$57.00', cr: '10%', cartAverage: '$19.00' });
  });
  it('guards zero views and checkouts', () => {
    const empty = { ...MULTILINK, analytics: { ...MULTILINK.analytics, visits: 0, checkouts: 0, revenue: '0.00' } };
    expect(multilinkFigures(empty)).toMatchObject({ cr: '0%', cartAverage: '$0.00' });
  });
});

describe('experienceRows', () => {
  it('names experiences A, B and reads type, device, traffic and figures', () => {
    const rows = experienceRows(MULTILINK, EXPERIENCE_FIGURES);
    expect(rows.map((r) => [r.letter, r.type, r.device, r.traffic, r.clicks, r.sales, r.cr, r.cartAverage])).toEqual([
      ['A', 'LOOK', 'ALL', '60%', '10', '2', '20%', '$19.00'],
      ['B', 'CUSTOM', 'ALL', '40%', '20', '1', '5%', '$19.00'],
    ]);
  });

  it("shows the server's CR and cart average as sent", () => {
    const [a, b] = EXPERIENCE_FIGURES;
    const rows = experienceRows(MULTILINK, [{ ...a!, cr: 33.33, cart_average: '12.35' }, b!]);
    expect([rows[0]?.cr, rows[0]?.cartAverage]).toEqual(['33.33%', '$12.35']);
  });

  it('shows zeros for an experience without figures, and for figures the server leaves null', () => {
    const [a] = EXPERIENCE_FIGURES;
    const rows = experienceRows(MULTILINK, [{ ...a!, cr: null, cart_average: null }]);
    expect([rows[0]?.cr, rows[0]?.cartAverage]).toEqual(['0%', '$0.00']);
    expect([rows[1]?.clicks, rows[1]?.sales, rows[1]?.revenue, rows[1]?.cr, rows[1]?.cartAverage]).toEqual(['0', '0', '$0.00', '0%', '$0.00']);
  });
});
