import { describe, expect, it } from 'vitest';
import type { PageId } from '../generated/PageId';
import {
  DASHBOARD_PAGES,
  PAGE_WIDTHS,
  PATHS,
  UNKNOWN_PATH_TARGET,
  isDashboardPage,
  matchRoute,
  normalisePath,
  pageForPath,
} from './routes';

/** The route table (docs/dashboard.md#routes), route by route. */
const SPEC_ROUTES: Array<[string, PageId]> = [
  ['/admin/home', 'home'],
  ['/admin/shopboard', 'shopboard'],
  ['/admin/shopboard/posts/instagram/p1', 'shopboard'],
  ['/admin/magic-store', 'magicStore'],
  ['/admin/influencers', 'influencers'],
  ['/admin/shorts', 'shorts'],
  ['/admin/links', 'links'],
  ['/admin/multilinks', 'multilinks'],
  ['/admin/trends', 'trends'],
  ['/admin/analytics', 'analytics'],
  ['/admin/my-account', 'myAccount'],
  ['/admin/settings', 'settings'],
  ['/admin/appearance', 'appearance'],
  ['/login', 'login'],
  ['/login-store', 'loginStore'],
  ['/login/influencer', 'loginInfluencer'],
  ['/register', 'register'],
  ['/register-store', 'registerStore'],
  ['/register-request', 'registerRequest'],
  ['/forgot-password', 'forgotPassword'],
  ['/forgot-password/influencer', 'forgotPasswordInfluencer'],
  ['/reset-password', 'resetPassword'],
  ['/auth', 'storeAuth'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/terms', 'terms'],
  ['/pricing-plans', 'pricingPlans'],
  ['/help/shopify', 'helpShopify'],
  ['/verify-account', 'verifyAccount'],
  ['/instagram/auth', 'socialAuth'],
  ['/tiktok/auth', 'socialAuth'],
  ['/pinterest/auth', 'socialAuth'],
  ['/dev/mailbox', 'devMailbox'],
  ['/dev/mailbox/1700000000-abc', 'devMailbox'],
];

describe('matchRoute', () => {
  it.each(SPEC_ROUTES)('maps %s to %s', (path, page) => {
    expect(matchRoute(path)).toMatchObject({ kind: 'page', page });
  });

  it('names the social network of /{social}/auth', () => {
    expect(matchRoute('/tiktok/auth')).toEqual({ kind: 'page', page: 'socialAuth', social: 'tiktok' });
  });

  it('redirects / and /admin to home', () => {
    expect(matchRoute('/')).toEqual({ kind: 'redirect', to: '/admin/home' });
    expect(matchRoute('/admin')).toEqual({ kind: 'redirect', to: '/admin/home' });
    expect(matchRoute('/admin/')).toEqual({ kind: 'redirect', to: '/admin/home' });
  });

  it('maps the dashboard sub-paths to their area', () => {
    expect(matchRoute('/admin/links/preview')).toMatchObject({ page: 'links' });
    expect(matchRoute('/admin/links/edit/42')).toMatchObject({ page: 'links' });
    expect(matchRoute('/admin/multilinks/edit')).toMatchObject({ page: 'multilinks' });
    expect(matchRoute('/admin/analytics/influencers')).toMatchObject({ page: 'analytics' });
    expect(matchRoute('/admin/influencers/preview/ivy')).toMatchObject({ page: 'influencers' });
    expect(matchRoute('/admin/links/edit/42/products')).toMatchObject({ page: 'links' });
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(matchRoute('/login/')).toMatchObject({ page: 'login' });
    expect(matchRoute('/admin/links?create=1#top')).toMatchObject({ page: 'links' });
  });

  it('returns null for unknown paths', () => {
    for (const path of [
      '/nope',
      '/admin/nope',
      '/admin/links/unknown-sub',
      '/dev/mailbox/a/b',
      '/facebook/auth',
      '/instagram/auth/extra',
      '/LOGIN',
    ]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });
});

describe('pageForPath', () => {
  it('shows not-found for unknown paths', () => {
    expect(pageForPath('/definitely/not/here')).toBe('notFound');
  });

  it('follows redirects to the target page', () => {
    expect(pageForPath('/')).toBe('home');
  });

  it('sends unknown paths home, as docs/dashboard.md says', () => {
    expect(UNKNOWN_PATH_TARGET).toBe('/admin/home');
  });
});

describe('route table', () => {
  it('treats exactly the /admin pages as dashboard pages', () => {
    for (const [path, page] of SPEC_ROUTES) {
      expect(isDashboardPage(page), page).toBe(path.startsWith('/admin/'));
    }
    expect(DASHBOARD_PAGES).toHaveLength(12);
  });

  it('every canonical path resolves back to its page', () => {
    for (const [page, path] of Object.entries(PATHS)) {
      expect(matchRoute(path), path).toMatchObject({ kind: 'page', page });
    }
  });

  it('gives every page one of the documented widths', () => {
    const specWidths = [1100, 750, 630, 700, 1500, 1230, 1200, 500, 900];
    for (const [page, width] of Object.entries(PAGE_WIDTHS)) {
      expect(specWidths, page).toContain(width);
    }
  });

  it('normalises paths', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('admin/home//')).toBe('/admin/home');
  });
});
