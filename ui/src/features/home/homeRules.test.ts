import { describe, expect, it } from 'vitest';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { detailsFromPageData } from './homeData';
import { homeSections, showsBookExpert } from './homeRules';
import { influencerFigures, recentInfluencers } from './influencerFigures';
import { orderLinkImage, orderLinkPreviewPath } from './orderSource';
import { fetchCount, RECENT_COUNTS, recentCount, recentTabs } from './recentCounts';
import { testDetails } from './testHome';

const free = (days: number) => ({ subscriptionPlan: 'FREE' as const, freeTrialDaysLeft: days });

describe('the trial alert', () => {
  it('shows to admins in the last week of the trial and after it', () => {
    expect(homeSections(testUser(free(7))).trialAlert).toBe(true);
    expect(homeSections(testUser(free(1))).trialAlert).toBe(true);
    expect(homeSections(testUser(free(0))).trialAlert).toBe(true);
  });
  it('shows to free influencers only once the trial has ended', () => {
    expect(homeSections(testInfluencer(free(5))).trialAlert).toBe(false);
    expect(homeSections(testInfluencer(free(0))).trialAlert).toBe(true);
  });
  it('does not show earlier in the trial or on a paid plan', () => {
    expect(homeSections(testUser(free(8))).trialAlert).toBe(false);
    expect(homeSections(testUser({ subscriptionPlan: 'STARTER' })).trialAlert).toBe(false);
    expect(homeSections(testInfluencer({ subscriptionPlan: 'PRO' })).trialAlert).toBe(false);
  });
  it("follows the server's trial state rather than the day count", () => {
    expect(homeSections(testUser({ ...free(20), trialState: 'LAST_WEEK' })).trialAlert).toBe(true);
  });
});

describe('create buttons and admin parts', () => {
  it('gives admins every button while the trial runs, and the admin parts', () => {
    expect(homeSections(testUser(free(12)))).toMatchObject({ createContent: true, createInfluencer: true, adminParts: true, compactOnPhone: false });
  });
  it('drops create-influencer once the trial has ended', () => {
    expect(homeSections(testUser(free(0)))).toMatchObject({ createContent: true, createInfluencer: false });
  });
  it('gives active influencers the link buttons only, and the compact phone layout', () => {
    const active = testInfluencer({ permissions: { ...testInfluencer().permissions, isActiveInfluencer: true } });
    expect(homeSections(active)).toMatchObject({ createContent: true, createInfluencer: false, adminParts: false, compactOnPhone: true });
    expect(homeSections(testInfluencer()).createContent).toBe(false);
  });
  it('tells only an influencer without the create permission who creates their links', () => {
    const active = testInfluencer({ permissions: { ...testInfluencer().permissions, isActiveInfluencer: true } });
    expect(homeSections(testInfluencer()).viewOnlyNote).toBe(true);
    expect(homeSections(active).viewOnlyNote).toBe(false);
    expect(homeSections(testUser()).viewOnlyNote).toBe(false);
  });
});

describe('book an expert', () => {
  it('is for free admins with fewer than three links, once the count is known', () => {
    expect(showsBookExpert(testUser(free(20)), 2)).toBe(true);
    expect(showsBookExpert(testUser(free(0)), 0)).toBe(true);
    expect(showsBookExpert(testUser(free(20)), 3)).toBe(false);
    expect(showsBookExpert(testUser(free(20)), null)).toBe(false);
  });
  it('is not for paid plans or influencers', () => {
    expect(showsBookExpert(testUser({ subscriptionPlan: 'BUSINESS' }), 0)).toBe(false);
    expect(showsBookExpert(testInfluencer(free(20)), 0)).toBe(false);
  });
});

describe('recent counts', () => {
  it('shows 4 instants, 6 shorts (3 on a phone) and up to 4 influencers', () => {
    expect([recentCount('instants', false), recentCount('shorts', false), recentCount('influencers', false)]).toEqual([4, 6, 4]);
    expect([recentCount('instants', true), recentCount('shorts', true), recentCount('influencers', true)]).toEqual([4, 3, 4]);
  });
  it('asks for enough for either width', () => {
    expect(fetchCount('shorts')).toBe(6);
    for (const tab of recentTabs(testUser())) {
      expect(fetchCount(tab)).toBeGreaterThanOrEqual(Math.max(RECENT_COUNTS[tab].desktop, RECENT_COUNTS[tab].mobile));
    }
  });
  it('gives the influencers tab to admins only', () => {
    expect(recentTabs(testUser())).toEqual(['instants', 'shorts', 'influencers']);
    expect(recentTabs(testInfluencer())).toEqual(['instants', 'shorts']);
  });
});

const row = {
  username: 'ivy',
  image: null,
  is_active: true,
  total_revenue: '10.00',
  total_refunded: '0.00',
  influencer_attributed_revenue: '10.00',
  commission: '1.00',
  sales_links: 2,
  influencer_attributed_sales_links: 2,
  sales_shorts: 1,
  influencer_attributed_sales_shorts: 1,
  sales_organic: 3,
  revenue_links: '5.00',
  influencer_attributed_revenue_links: '5.00',
  revenue_shorts: '2.00',
  influencer_attributed_revenue_shorts: '2.00',
  revenue_organic: '3.00',
  links_clicks: 10,
  shorts_clicks: 4,
};

describe('influencer figures', () => {
  it('adds links and shorts clicks, and link, short and organic sales', () => {
    expect(influencerFigures(row)).toEqual({ clicks: 14, sales: 6 });
  });
  it('has no figures without a row, and none for what the row hides', () => {
    expect(influencerFigures(undefined)).toEqual({ clicks: null, sales: null });
    expect(influencerFigures({ ...row, links_clicks: null, shorts_clicks: null, sales_organic: null })).toEqual({ clicks: null, sales: 3 });
  });
  it('takes the first influencers of the list with their rows', () => {
    const list = ['ada', 'bo', 'ivy', 'jo', 'kim'].map((username) => ({
      username,
      email: `${username}@x.example`,
      profile_image_url: null,
      promocode: null,
      is_active: username !== 'bo',
    }));
    const recent = recentInfluencers(list, [row], 4);
    expect(recent.map((r) => r.username)).toEqual(['ada', 'bo', 'ivy', 'jo']);
    expect(recent[1]).toMatchObject({ isActive: false, clicks: null });
    expect(recent[2]).toMatchObject({ clicks: 14, sales: 6 });
    expect(recentInfluencers(list, null, 4)[2]).toMatchObject({ clicks: null, sales: null });
  });
});

describe('order source', () => {
  it("opens a look's, a short's or a multilink's preview", () => {
    expect(orderLinkPreviewPath({ link_id: 'a b', link_type: 'LOOK' })).toBe('/admin/links/preview/a%20b');
    expect(orderLinkPreviewPath({ link_id: 's1', link_type: 'SHORT' })).toBe('/admin/shorts/preview/s1');
    expect(orderLinkPreviewPath({ link_id: 'm1', link_type: 'MULTILINK' })).toBe('/admin/multilinks/preview/m1');
  });
  it("shows the link's own picture, else its first product's", () => {
    expect(orderLinkImage({ images: ['own.jpg'], link_default_image: 'p.jpg' })).toBe('own.jpg');
    expect(orderLinkImage({ images: [], link_default_image: 'p.jpg' })).toBe('p.jpg');
    expect(orderLinkImage({ images: [], link_default_image: null })).toBeNull();
  });
});

describe('page data', () => {
  it('reads the user details the server may put in the page data', () => {
    const details = testDetails();
    expect(detailsFromPageData({ user: details })).toBe(details);
  });
  it('reads nothing from null or other shapes', () => {
    expect(detailsFromPageData(null)).toBeNull();
    expect(detailsFromPageData({ entries: [] })).toBeNull();
    expect(detailsFromPageData({ user: { username: 'x' } })).toBeNull();
  });
});
