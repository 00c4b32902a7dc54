import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../generated/Permissions';
import { presetRange } from '../../lib/dateRange';
import { NO_PERMISSIONS, testInfluencer, testUser } from '../../lib/testUsers';
import { analyticsAccess } from './access';
import { overviewCards } from './cards';
import { chartSeries, chartsShown } from './series';
import { testChannel } from './testOverview';

const influencer = (permissions: Partial<Permissions>) =>
  analyticsAccess(testInfluencer({ permissions: { ...NO_PERMISSIONS, ...permissions } }));
const ids = (access: ReturnType<typeof analyticsAccess>) => overviewCards(testChannel(), access).map((card) => card.id);

describe('tabs', () => {
  it('admins get links, shorts and shopboard', () => {
    expect(analyticsAccess(testUser()).tabs).toEqual(['links', 'shorts', 'multilinks', 'shopboard']);
  });
  it('influencers get links and shorts with clicks, sales or revenue', () => {
    expect(influencer({ clicksEnabled: true }).tabs).toEqual(['links', 'shorts', 'multilinks']);
    expect(influencer({ salesEnabled: true }).tabs).toEqual(['links', 'shorts', 'multilinks']);
    expect(influencer({ revenueEnabled: true }).tabs).toEqual(['links', 'shorts', 'multilinks']);
  });
  it('influencers get none otherwise (commission, CR or AOV alone share no figures here)', () => {
    expect(influencer({}).tabs).toEqual([]);
    expect(influencer({ commissionEnabled: true, crEnabled: true, aovEnabled: true }).tabs).toEqual([]);
  });
});

describe('overview cards', () => {
  it('admins see every card, in order, with the views figure as visits', () => {
    const cards = overviewCards(testChannel(), analyticsAccess(testUser()));
    expect(cards.map((card) => [card.id, card.value])).toEqual([
      ['visits', '1.3K'],
      ['checkouts', '25'],
      ['cr', '2%'],
      ['revenue', '$1.5K'],
      ['aov', '$60.00'],
      ['requested', '40'],
      ['tax', '$120.50'],
      ['influencerRevenue', '$600.00'],
      ['influencerCheckouts', '10'],
      ['influencerCr', '1.25%'],
    ]);
    expect(cards.find((card) => card.id === 'revenue')?.labelKey).toBe('analytics.card.revenue');
  });
  it('an influencer with every flag sees the five figures, revenue as their attributed revenue', () => {
    const access = influencer({ clicksEnabled: true, salesEnabled: true, revenueEnabled: true, crEnabled: true, aovEnabled: true });
    expect(ids(access)).toEqual(['visits', 'checkouts', 'cr', 'revenue', 'aov']);
    expect(overviewCards(testChannel(), access).find((card) => card.id === 'revenue')?.labelKey).toBe('analytics.card.attributedRevenue');
  });
  it('visits need clicks; checkouts need sales; revenue needs revenue', () => {
    expect(ids(influencer({ clicksEnabled: true }))).toEqual(['visits']);
    expect(ids(influencer({ salesEnabled: true }))).toEqual(['checkouts']);
    expect(ids(influencer({ revenueEnabled: true }))).toEqual(['revenue']);
  });
  it('CR needs sales, clicks and the CR flag', () => {
    expect(ids(influencer({ salesEnabled: true, crEnabled: true }))).not.toContain('cr');
    expect(ids(influencer({ clicksEnabled: true, crEnabled: true }))).not.toContain('cr');
    expect(ids(influencer({ clicksEnabled: true, salesEnabled: true }))).not.toContain('cr');
    expect(ids(influencer({ clicksEnabled: true, salesEnabled: true, crEnabled: true }))).toContain('cr');
  });
  it('AOV needs sales, revenue and the AOV flag', () => {
    expect(ids(influencer({ revenueEnabled: true, aovEnabled: true }))).not.toContain('aov');
    expect(ids(influencer({ salesEnabled: true, aovEnabled: true }))).not.toContain('aov');
    expect(ids(influencer({ salesEnabled: true, revenueEnabled: true }))).not.toContain('aov');
    expect(ids(influencer({ salesEnabled: true, revenueEnabled: true, aovEnabled: true }))).toContain('aov');
  });
  it('follows the flags, not the nulls: a permitted figure left out reads zero, a hidden one never shows', () => {
    const empty = testChannel({ views: null, checkouts: null, cr: null, revenue: null, aov: null });
    const cards = overviewCards(empty, influencer({ clicksEnabled: true, salesEnabled: true, revenueEnabled: true, crEnabled: true, aovEnabled: true }));
    expect(cards.map((card) => card.value)).toEqual(['0', '0', '0%', '$0.00', '$0.00']);
    expect(overviewCards(testChannel(), influencer({ clicksEnabled: true })).map((card) => card.id)).toEqual(['visits']);
  });
});

describe('chart', () => {
  it('offers the series the cards allow, views first', () => {
    expect(chartSeries(analyticsAccess(testUser())).map((series) => series.kind)).toEqual(['clicks', 'sales', 'revenue', 'cr', 'aov']);
    expect(chartSeries(influencer({ clicksEnabled: true, revenueEnabled: true })).map((series) => series.kind)).toEqual(['clicks', 'revenue']);
    expect(chartSeries(influencer({})).map((series) => series.kind)).toEqual([]);
  });
  it('is hidden for the last 24 hours only', () => {
    expect(chartsShown(presetRange('last24Hours', '2026-03-15'))).toBe(false);
    for (const preset of ['last7Days', 'last30Days', 'thisMonth', 'lifetime'] as const) {
      expect(chartsShown(presetRange(preset, '2026-03-15'))).toBe(true);
    }
  });
});
