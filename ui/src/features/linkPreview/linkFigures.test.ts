import { describe, expect, it } from 'vitest';
import type { LinkFigures } from '../../generated/LinkFigures';
import { NO_PERMISSIONS } from '../../lib/testUsers';
import { linkFigures } from './linkFigures';
import { previewVisibility } from './visibility';

const FIGURES: LinkFigures = {
  currency: 'USD',
  visits: 8,
  views: 10,
  checkouts: 2,
  revenue: '39.00',
  requested_checkouts: 3,
  total_tax: '3.90',
  influencer_attributed_revenue: null,
  influencer_attributed_checkouts: null,
  data: {},
};

describe('linkFigures', () => {
  it('admins get every figure with derived CR and AOV', () => {
    const specs = linkFigures(FIGURES, 'USD', previewVisibility({ isAdmin: true, permissions: NO_PERMISSIONS }), true);
    expect(specs.map((s) => [s.id, s.value])).toEqual([
      ['views', '10'],
      ['checkouts', '2'],
      ['revenue', '$39.00'],
      ['requested', '3'],
      ['tax', '$3.90'],
      ['cr', '20%'],
      ['aov', '$19.50'],
    ]);
  });
  it('an influencer with clicks and revenue sees views and attributed revenue only', () => {
    const visibility = previewVisibility({ isAdmin: false, permissions: { ...NO_PERMISSIONS, clicksEnabled: true, revenueEnabled: true } });
    const specs = linkFigures({ ...FIGURES, checkouts: null }, 'USD', visibility, false);
    expect(specs.map((s) => s.labelKey)).toEqual(['linkPreview.figure.views', 'linkPreview.figure.attributedRevenue']);
  });
  it('shows zeros before the figures arrive', () => {
    const specs = linkFigures(null, 'EUR', previewVisibility({ isAdmin: true, permissions: NO_PERMISSIONS }), true);
    expect(specs.find((s) => s.id === 'aov')?.value).toBe('€0.00');
  });
});
