import { describe, expect, it } from 'vitest';
import { presetRange } from '../../lib/dateRange';
import { renderMarkup, textOf } from '../../lib/testRender';
import { NO_PERMISSIONS, testInfluencer, testUser } from '../../lib/testUsers';
import { analyticsAccess } from './access';
import { AnalyticsArea } from './components/AnalyticsArea';
import { ChannelPanel } from './components/ChannelPanel';
import { InfluencerInsightsTable } from './components/InfluencerInsightsTable';
import { testInsight, testOverview } from './testOverview';

const TODAY = '2026-03-15';
const admin = analyticsAccess(testUser());
const tabs = (html: string) => [...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1]);

describe('AnalyticsArea (the server render)', () => {
  it('gives admins the title, last 30 days, the four tabs and a loader', () => {
    const user = testUser();
    const html = renderMarkup(<AnalyticsArea user={user} />, user);
    const text = textOf(html);
    expect(text).toContain('Analytics');
    expect(text).toContain('Last 30 days');
    expect(tabs(html)).toEqual(['Links', 'Shorts', 'Multilinks', 'Shopboard']);
    expect(html).toContain('role="status"');
  });
  it('gives influencers this month and the links, shorts and multilinks tabs', () => {
    const user = testInfluencer({ permissions: { ...NO_PERMISSIONS, clicksEnabled: true } });
    const html = renderMarkup(<AnalyticsArea user={user} earnings={() => <p>EARNINGS</p>} />, user);
    expect(textOf(html)).toContain('This month');
    expect(tabs(html)).toEqual(['Links', 'Shorts', 'Multilinks']);
    expect(textOf(html)).not.toContain('EARNINGS');
  });
  it('gives an influencer the merchant shares only their commission with their earnings, without tabs', () => {
    const user = testInfluencer({ permissions: { ...NO_PERMISSIONS, commissionEnabled: true } });
    const html = renderMarkup(<AnalyticsArea user={user} earnings={() => <p>EARNINGS</p>} />, user);
    expect(textOf(html)).toContain('EARNINGS');
    expect(textOf(html)).toContain('This month');
    expect(tabs(html)).toEqual([]);
  });
  it('tells an influencer with nothing shared so, without tabs or a range', () => {
    const user = testInfluencer({ permissions: { ...NO_PERMISSIONS, commissionEnabled: true } });
    const html = renderMarkup(<AnalyticsArea user={user} />, user);
    expect(textOf(html)).toContain('Your merchant has not shared analytics with you.');
    expect(tabs(html)).toEqual([]);
    expect(textOf(html)).not.toContain('This month');
  });
  it('shows only a loader to a business without a store (it is sent home after mount)', () => {
    const user = testUser({ storeConnected: false });
    const html = renderMarkup(<AnalyticsArea user={user} />, user);
    expect(html).toContain('role="status"');
    expect(tabs(html)).toEqual([]);
  });
  it('speaks Hebrew', () => {
    const user = testUser();
    const text = textOf(renderMarkup(<AnalyticsArea user={user} />, user, 'he'));
    expect(text).toContain('אנליטיקה');
    expect(text).toContain('30 הימים האחרונים');
  });
});

describe('ChannelPanel', () => {
  const panel = (tab: 'links' | 'shorts' | 'shopboard', preset: 'last24Hours' | 'last30Days' = 'last30Days') =>
    renderMarkup(
      <ChannelPanel tab={tab} overview={testOverview()} loading={false} range={presetRange(preset, TODAY)} access={admin} />,
    );
  it("shows the tab's channel in the cards, and the chart", () => {
    const links = panel('links');
    expect(links).toContain('data-channel="links"');
    expect(textOf(links)).toContain('Visits 1.3K');
    expect(links).toContain('data-series-chart');
    expect(textOf(panel('shorts'))).toContain('Visits 300');
  });
  it('hides the chart for the last 24 hours', () => {
    const html = panel('links', 'last24Hours');
    expect(textOf(html)).toContain('Visits 1.3K');
    expect(html).not.toContain('data-series-chart');
  });
  it("shows the shoppable feed's figures on the shopboard tab", () => {
    const html = panel('shopboard');
    expect(html).toContain('data-channel="shopboard"');
    expect(textOf(html)).toContain('Visits 40');
    expect(textOf(html)).toContain('Checkouts 2');
  });
  it('stays empty, without an error, when the figures could not be loaded', () => {
    const html = renderMarkup(
      <ChannelPanel tab="links" overview={null} loading={false} range={presetRange('last30Days', TODAY)} access={admin} />,
    );
    expect(textOf(html)).toBe('No figures to show for this time range.');
  });
});

describe('InfluencerInsightsTable', () => {
  it('lists every influencer with their figures, tagging the inactive', () => {
    const html = renderMarkup(<InfluencerInsightsTable rows={testOverview().influencers_insights} currency="USD" busy={false} />);
    const text = textOf(html);
    expect(html).toContain('data-influencer-row="anna"');
    expect(html).toContain('data-influencer-row="bo"');
    expect(text).toContain('@anna 120 45 3 1 2 $250.00 $10.00 $25.00');
    expect(text).toContain('@bo Inactive');
    expect(text).toContain('All influencers');
  });
  it('has an empty state for a business without influencers', () => {
    const text = textOf(renderMarkup(<InfluencerInsightsTable rows={[]} currency="USD" busy={false} />));
    expect(text).toContain('No influencers yet.');
    expect(text).not.toContain('All influencers');
  });
  it('reads a figure it was not sent as a dash', () => {
    const text = textOf(renderMarkup(<InfluencerInsightsTable rows={[testInsight('cy', { commission: null })]} currency="USD" busy={false} />));
    expect(text).toContain('$10.00 –');
  });
});
