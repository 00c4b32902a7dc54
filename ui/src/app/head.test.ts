import { describe, expect, it } from 'vitest';
import type { PageProps } from '../generated/PageProps';
import { TEST_CONFIG } from '../lib/testUsers';
import { escapeHtml, headFor, renderHead } from './head';

const props = (overrides: Partial<PageProps>): PageProps => ({
  page: 'login',
  path: '/login',
  query: '',
  locale: 'en',
  user: null,
  config: TEST_CONFIG,
  data: null,
  ...overrides,
});

describe('head', () => {
  it('titles pages from the catalogue in the page language', () => {
    expect(headFor(props({})).title).toBe('Log in · Shoplinks');
    expect(headFor(props({ locale: 'he' })).title).toBe('התחברות · Shoplinks');
  });

  it('keeps sign-in and dashboard pages out of search engines', () => {
    const html = renderHead(headFor(props({ page: 'home', path: '/admin/home' })));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('og:title');
  });

  it('gives public pages a canonical URL and Open Graph tags', () => {
    const html = renderHead(headFor(props({ page: 'pricingPlans', path: '/pricing-plans' })));
    expect(html).toContain('<link rel="canonical" href="https://shoplinks.example/pricing-plans">');
    expect(html).toContain('<meta property="og:title" content="Pricing plans · Shoplinks">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('noindex');
  });

  it('escapes every value', () => {
    const html = renderHead(
      headFor(props({ page: 'terms', path: '/terms"><script>', config: { ...TEST_CONFIG, publicUrl: 'https://a.example' } })),
    );
    expect(html).not.toContain('"><script>');
    expect(html).toContain('/terms&quot;&gt;&lt;script&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
