/** Overview fixtures for the analytics tests: a channel with figures, and a whole answer. */
import type { ChannelOverview } from '../../generated/ChannelOverview';
import type { InsightsOverview } from '../../generated/InsightsOverview';
import type { OverviewInfluencerInsight } from '../../generated/OverviewInfluencerInsight';

export function testChannel(overrides: Partial<ChannelOverview> = {}): ChannelOverview {
  return {
    currency: 'USD',
    visits: 900,
    views: 1250,
    checkouts: 25,
    revenue: '1500.00',
    requested_checkouts: 40,
    total_tax: '120.50',
    influencer_attributed_revenue: '600.00',
    influencer_attributed_checkouts: 10,
    cr: 2,
    aov: '60.00',
    influencer_cr: 1.25,
    data: {
      '2026-03-14': { visits: 5, views: 8, adds: 2, requested_checkouts: 1, checkouts: 1, revenue: '60.00', total_tax: '5.00' },
    },
    ...overrides,
  };
}

export function testInsight(username: string, overrides: Partial<OverviewInfluencerInsight> = {}): OverviewInfluencerInsight {
  return {
    username,
    image: null,
    is_active: true,
    total_revenue: '250.00',
    total_refunded: '10.00',
    influencer_attributed_revenue: '250.00',
    commission: '25.00',
    sales_links: 3,
    influencer_attributed_sales_links: 3,
    sales_shorts: 1,
    influencer_attributed_sales_shorts: 1,
    sales_organic: 2,
    revenue_links: '150.00',
    influencer_attributed_revenue_links: '150.00',
    revenue_shorts: '40.00',
    influencer_attributed_revenue_shorts: '40.00',
    revenue_organic: '60.00',
    links_clicks: 120,
    shorts_clicks: 45,
    ...overrides,
  };
}

export function testOverview(overrides: Partial<InsightsOverview> = {}): InsightsOverview {
  return {
    currency: 'USD',
    time_zone: 'America/Los_Angeles',
    looks_analytics: testChannel(),
    shorts_analytics: testChannel({ views: 300, checkouts: 3, cr: 1, revenue: '90.00', aov: '30.00' }),
    multilinks_analytics: testChannel({ views: 20, checkouts: 1, cr: 5, revenue: '45.00', aov: '45.00' }),
    shopboard_analytics: testChannel({ views: 40, checkouts: 2, cr: 5, revenue: '60.00', aov: '30.00' }),
    influencers_insights: [testInsight('anna'), testInsight('bo', { is_active: false })],
    ...overrides,
  };
}
