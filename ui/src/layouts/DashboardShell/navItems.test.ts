import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, TEST_CONFIG, testInfluencer, testUser } from '../../lib/testUsers';
import { addMenuItems, drawerItems, mobileTabItems, sidebarItems } from './navItems';

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
const disabledIds = (items: Array<{ id: string; disabled: boolean }>) =>
  items.filter((item) => item.disabled).map((item) => item.id);

describe('sidebar', () => {
  it('shows an admin on a paid plan with product vision every entry, in the brief order', () => {
    expect(ids(sidebarItems(testUser(), TEST_CONFIG))).toEqual([
      'home',
      'magicStore',
      'links',
      'shorts',
      'multilinks',
      'shopboard',
      'influencers',
      'trends',
      'analytics',
      'bookExpert',
      'appearance',
      'settings',
      'help',
    ]);
  });

  it('hides Magic store from free users and from users without product vision', () => {
    const free = testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 20 });
    const noVision = testUser({ productVisionEnabled: false });
    expect(ids(sidebarItems(free, TEST_CONFIG))).not.toContain('magicStore');
    expect(ids(sidebarItems(noVision, TEST_CONFIG))).not.toContain('magicStore');
  });

  it('shows an influencer without analytics permissions only Home, Links, Shorts and Help', () => {
    expect(ids(sidebarItems(testInfluencer(), TEST_CONFIG))).toEqual(['home', 'links', 'shorts', 'help']);
  });

  it.each(['clicksEnabled', 'salesEnabled', 'revenueEnabled', 'commissionEnabled'] as const)(
    'shows an influencer Analytics with %s',
    (flag) => {
      const user = testInfluencer({ permissions: { ...NO_PERMISSIONS, [flag]: true } });
      expect(ids(sidebarItems(user, TEST_CONFIG))).toEqual(['home', 'links', 'shorts', 'analytics', 'help']);
    },
  );

  it('does not count conversion rate or order value as analytics access', () => {
    const user = testInfluencer({ permissions: { ...NO_PERMISSIONS, crEnabled: true, aovEnabled: true } });
    expect(ids(sidebarItems(user, TEST_CONFIG))).not.toContain('analytics');
  });

  it('disables everything but Home and Help without a connected store', () => {
    const items = sidebarItems(testUser({ storeConnected: false }), TEST_CONFIG);
    expect(ids(items.filter((item) => !item.disabled))).toEqual(['home', 'help']);
    expect(disabledIds(items)).toContain('links');
  });

  it('enables every entry with a connected store', () => {
    expect(disabledIds(sidebarItems(testUser(), TEST_CONFIG))).toEqual([]);
  });

  it('opens Book an expert at the configured address in a new tab', () => {
    const entry = sidebarItems(testUser(), TEST_CONFIG).find((item) => item.id === 'bookExpert');
    expect(entry).toMatchObject({ href: TEST_CONFIG.bookExpertUrl, external: true, page: null });
  });

  it('links the areas to their routes', () => {
    const hrefs = Object.fromEntries(sidebarItems(testUser(), TEST_CONFIG).map((i) => [i.id, i.href]));
    expect(hrefs).toMatchObject({ home: '/admin/home', links: '/admin/links', help: '/help/shopify' });
  });
});

describe('mobile tab bar', () => {
  it('gives admins Home, Links, Shorts and Influencers', () => {
    expect(ids(mobileTabItems(testUser()))).toEqual(['home', 'links', 'shorts', 'influencers']);
  });

  it('gives influencers with an analytics permission Analytics instead', () => {
    const user = testInfluencer({ permissions: { ...NO_PERMISSIONS, salesEnabled: true } });
    expect(ids(mobileTabItems(user))).toEqual(['home', 'links', 'shorts', 'analytics']);
  });

  it('gives influencers without analytics only three tabs', () => {
    expect(ids(mobileTabItems(testInfluencer()))).toEqual(['home', 'links', 'shorts']);
  });
});

describe('user drawer', () => {
  it('lists the admin areas for admins', () => {
    expect(ids(drawerItems(testUser()))).toEqual([
      'shopboard',
      'multilinks',
      'trends',
      'analytics',
      'myAccount',
      'appearance',
      'settings',
    ]);
  });

  it('lists only My account for an influencer without analytics', () => {
    expect(ids(drawerItems(testInfluencer()))).toEqual(['myAccount']);
  });

  it('keeps My account usable without a store', () => {
    const items = drawerItems(testUser({ storeConnected: false }));
    expect(ids(items.filter((item) => !item.disabled))).toEqual(['myAccount']);
  });
});

describe('add menu', () => {
  it('offers admins on a paid plan everything', () => {
    expect(ids(addMenuItems(testUser()))).toEqual(['magicStore', 'link', 'short', 'multilink', 'influencer']);
  });

  it('drops Link and Influencer once the free trial ended', () => {
    const ended = testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 });
    expect(ids(addMenuItems(ended))).toEqual(['short', 'multilink']);
  });

  it('lets influencers create only with the create-and-edit permission', () => {
    expect(ids(addMenuItems(testInfluencer()))).toEqual([]);
    const active = testInfluencer({ permissions: { ...NO_PERMISSIONS, isActiveInfluencer: true } });
    expect(ids(addMenuItems(active))).toEqual(['link', 'short']);
  });

  it('is empty without a connected store', () => {
    expect(addMenuItems(testUser({ storeConnected: false }))).toEqual([]);
  });
});
