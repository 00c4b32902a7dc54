import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, testInfluencer, testUser } from '../../lib/testUsers';
import { stripFigures, type LifetimeFigures } from './stripFigures';

const FIGURES: LifetimeFigures = { currency: 'USD', views: 150, checkouts: 7, revenue: '1500.00', requested_checkouts: 9 };

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
    expect(stripFigures(testUser(), { ...FIGURES, views: null, revenue: null }).map((f) => f.id)).toEqual(['sales']);
  });
});
