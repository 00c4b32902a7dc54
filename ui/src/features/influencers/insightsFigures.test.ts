import { describe, expect, it } from 'vitest';
import type { InfluencerInsights } from '../../generated/InfluencerInsights';
import { capBlock, capBlockFromMessage } from './cap';
import { insightCards, viewsSplit } from '../../domain/influencers/insightCards';
import { matchesSearch } from './hooks/useInfluencerList';
import { NO_PERMISSIONS, testUser } from '../../lib/testUsers';

const MERCHANT = testUser();
const influencerWith = (permissions: Partial<typeof NO_PERMISSIONS>) => ({ isAdmin: false, permissions: { ...NO_PERMISSIONS, ...permissions } });

const insights: InfluencerInsights = {
  username: 'anna',
  currency: 'USD',
  clicks: 40,
  links_clicks: 30,
  shorts_clicks: 10,
  total_sales: 2,
  total_revenue: '208.00',
  total_refunded: '0.00',
  calculated_revenue: '208.00',
  commission_rate: 12.5,
  commission: '26.00',
  sales: { links: { sales: 1, revenue: '90.00' }, shorts: { sales: 0, revenue: '0.00' }, organic: { sales: 1, revenue: '118.00' } },
  aov: '104.00',
  cr: 3.33,
};

describe('insight cards', () => {
  it('show every figure the server sent, in order, with money in the currency', () => {
    const cards = insightCards(insights, MERCHANT);
    expect(cards.map((c) => c.id)).toEqual([
      'revenue', 'refunded', 'calculatedRevenue', 'commission', 'sales', 'sales-links', 'sales-shorts', 'sales-organic', 'aov', 'cr',
    ]);
    expect(cards.find((c) => c.id === 'commission')).toMatchObject({ value: '$26.00', detail: { vars: { rate: '12.5%' } } });
    expect(cards.find((c) => c.id === 'sales-organic')).toMatchObject({ value: '1', detail: { vars: { revenue: '$118.00' } } });
    expect(cards.find((c) => c.id === 'cr')?.value).toBe('3.33%');
  });

  it('leave out what the permissions hid (null)', () => {
    const hidden = insightCards(
      {
      ...insights,
      total_revenue: null,
      total_refunded: null,
      calculated_revenue: null,
      commission: null,
      commission_rate: null,
      aov: null,
      sales: { links: { sales: 1, revenue: null }, shorts: { sales: 0, revenue: null }, organic: { sales: 1, revenue: null } },
      },
      influencerWith({ salesEnabled: true, clicksEnabled: true, crEnabled: true }),
    );
    expect(hidden.map((c) => c.id)).toEqual(['sales', 'sales-links', 'sales-shorts', 'sales-organic', 'cr']);
    expect(hidden.every((c) => c.detail === undefined)).toBe(true);
  });

  it('show a dash for a permitted ratio with nothing to divide by', () => {
    const empty = insightCards({ ...insights, aov: null, cr: null }, MERCHANT);
    expect(empty.find((c) => c.id === 'aov')?.value).toBe('–');
    expect(empty.find((c) => c.id === 'cr')?.value).toBe('–');
    const hidden = insightCards({ ...insights, aov: null, cr: null }, influencerWith({ revenueEnabled: true, salesEnabled: true, clicksEnabled: true }));
    expect(hidden.some((c) => c.id === 'aov' || c.id === 'cr')).toBe(false);
  });

  it('split views between links and shorts in shares of 100', () => {
    expect(viewsSplit(insights)).toEqual({ links: 75, shorts: 25 });
    expect(viewsSplit({ ...insights, links_clicks: 0, shorts_clicks: 0 })).toEqual({ links: 0, shorts: 0 });
    expect(viewsSplit({ ...insights, links_clicks: null })).toBeNull();
  });
});

describe('the plan cap', () => {
  const withLimit = (influencerLimit: number | null) => {
    const user = testUser();
    return { ...user, planLimits: { ...user.planLimits, influencerLimit } };
  };

  it('opens the free-trial dialog at 0 and the limit dialog at the cap; unlimited never', () => {
    expect(capBlock(withLimit(0), 0)).toEqual({ kind: 'freeTrial' });
    expect(capBlock(withLimit(3), 2)).toBeNull();
    expect(capBlock(withLimit(3), 3)).toEqual({ kind: 'limit', limit: 3 });
    expect(capBlock(withLimit(15), 15)).toEqual({ kind: 'limit', limit: 15 });
    expect(capBlock(withLimit(null), 500)).toBeNull();
  });

  it("reads the server's refusals back into the same dialogs", () => {
    expect(capBlockFromMessage('Limit of 15 influencers reached!')).toEqual({ kind: 'limit', limit: 15 });
    expect(capBlockFromMessage('Your free trial has ended. Choose a plan to add influencers.')).toEqual({ kind: 'freeTrial' });
    expect(capBlockFromMessage('Incorrect email format')).toBeNull();
  });
});

describe('search', () => {
  it('matches username, email or promocode, ignoring case', () => {
    const item = { username: 'anna', email: 'anna@shop.com', profile_image_url: null, promocode: 'SPRING10', is_active: true };
    expect(matchesSearch(item, '')).toBe(true);
    expect(matchesSearch(item, 'ANN')).toBe(true);
    expect(matchesSearch(item, 'shop.com')).toBe(true);
    expect(matchesSearch(item, 'spring')).toBe(true);
    expect(matchesSearch(item, 'bob')).toBe(false);
  });
});
