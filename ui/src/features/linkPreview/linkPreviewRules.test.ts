import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from '../../lib/testUsers';
import { linkTags, previewImage, shortContent } from './linkTags';
import { rankBand } from '../../domain/products/rankBand';
import { sortRows, toggleSort } from '../../domain/products/sortRows';
import { previewVisibility } from './visibility';

describe('rankBand', () => {
  it('maps 0-100 to five bands of twenty', () => {
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(rankBand)).toEqual([
      'red', 'red', 'orange', 'orange', 'yellow', 'yellow', 'lime', 'lime', 'green', 'green',
    ]);
  });
  it('clamps out-of-range ranks', () => {
    expect(rankBand(-5)).toBe('red');
    expect(rankBand(150)).toBe('green');
    expect(rankBand(Number.NaN)).toBe('red');
  });
});

describe('sorting', () => {
  const rows = [{ n: 'b', v: 2 }, { n: 'a', v: 3 }, { n: 'c', v: 2 }];
  const value = (row: { n: string; v: number }, key: 'n' | 'v') => row[key];
  it('toggles direction on the same column, starts descending on a new one', () => {
    const first = toggleSort<'n' | 'v'>(null, 'v');
    expect(first).toEqual({ key: 'v', direction: 'desc' });
    expect(toggleSort(first, 'v')).toEqual({ key: 'v', direction: 'asc' });
    expect(toggleSort(first, 'n')).toEqual({ key: 'n', direction: 'desc' });
  });
  it('sorts numbers and strings, keeping ties stable', () => {
    expect(sortRows(rows, { key: 'v', direction: 'desc' }, value).map((r) => r.n)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, value).map((r) => r.n)).toEqual(['b', 'c', 'a']);
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, value).map((r) => r.n)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, null, value)).toEqual(rows);
  });
});

describe('link tags', () => {
  it('short or instant store, plus promocode', () => {
    expect(linkTags({ link_type: 'SHORT', promocode: null })).toEqual(['short']);
    expect(linkTags({ link_type: 'LOOK', promocode: { code: 'X' } })).toEqual(['instantStore', 'promocode']);
  });
  it('derives a short content type', () => {
    expect(shortContent({ products: [{}] as never, collections: [] })).toBe('product');
    expect(shortContent({ products: [], collections: [{}] as never })).toBe('collection');
    expect(shortContent({ products: [], collections: [] })).toBe('custom');
  });
  it('falls back to the default image', () => {
    expect(previewImage({ images: [], link_default_image: 'd.png', collections: [] })).toBe('d.png');
    expect(previewImage({ images: [{ id: '1', src: 'i.png' }], link_default_image: 'd.png', collections: [] })).toBe('i.png');
  });
});

describe('previewVisibility', () => {
  it('admins see everything', () => {
    const v = previewVisibility({ isAdmin: true, permissions: NO_PERMISSIONS });
    expect(v.ordersTable && v.tax && v.cr && v.aov).toBe(true);
    expect(v.commerceSeries).toEqual(['revenue', 'aov']);
  });
  it('influencers see only what their flags allow', () => {
    const none = previewVisibility({ isAdmin: false, permissions: NO_PERMISSIONS });
    expect(none.views || none.checkouts || none.revenue || none.ordersTable || none.manage).toBe(false);
    expect(none.activitySeries).toEqual([]);
    const clicks = previewVisibility({ isAdmin: false, permissions: { ...NO_PERMISSIONS, clicksEnabled: true } });
    expect(clicks.activitySeries).toEqual(['clicks']);
  });
  it('CR needs sales and clicks; AOV needs revenue', () => {
    const crOnly = previewVisibility({ isAdmin: false, permissions: { ...NO_PERMISSIONS, crEnabled: true, salesEnabled: true } });
    expect(crOnly.cr).toBe(false);
    const all = previewVisibility({
      isAdmin: false,
      permissions: { ...NO_PERMISSIONS, crEnabled: true, salesEnabled: true, clicksEnabled: true, aovEnabled: true, revenueEnabled: true },
    });
    expect(all.cr && all.aov).toBe(true);
    expect(all.activitySeries).toEqual(['clicks', 'sales', 'cr']);
    expect(all.commerceSeries).toEqual([]);
    expect(all.ordersTable).toBe(false);
  });
});
