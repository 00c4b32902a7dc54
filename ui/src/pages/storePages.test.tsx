import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageId } from '../generated/PageId';
import type { PageProps } from '../generated/PageProps';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(page: PageId, overrides: Partial<PageProps> = {}) {
  const props: PageProps = { page, path: `/${page}`, query: '', locale: 'en', user: null, config: TEST_CONFIG, data: null, ...overrides };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor(page)} />));
  } finally {
    sheet.seal();
  }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const submitButton = (html: string) => html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? '';

describe('home', () => {
  it('shows an admin without a store the connect screen: suffix, disabled Connect, help link', () => {
    const html = render('home', { path: '/admin/home', user: testUser({ storeConnected: false }) });
    const body = text(html);
    expect(html).toContain('data-connect-screen');
    expect(body).toContain('Connect your Shopify store');
    expect(body).toContain('.myshopify.com');
    expect(html).toMatch(/<input[^>]*name="shop"/);
    expect(submitButton(html)).toContain('disabled=""');
    expect(html).toContain('href="/help/shopify"');
  });

  it('tells an influencer without a store that the merchant has not connected one', () => {
    const html = render('home', { path: '/admin/home', user: testInfluencer({ storeConnected: false }) });
    expect(text(html)).toContain('Your merchant has not connected a store yet');
    expect(html).not.toContain('data-connect-screen');
  });

  it('shows home itself once a store is connected', () => {
    const html = render('home', { path: '/admin/home', user: testUser() });
    expect(html).toContain('data-home=""');
    expect(text(html)).not.toContain('is coming soon');
    expect(html).not.toContain('data-connect-screen');
  });
});

describe('store-connect screen (/auth)', () => {
  it('launch screen: the app listing opens in a new tab; signed-in admins may connect by name', () => {
    const signedOut = render('storeAuth', { path: '/auth' });
    expect(signedOut).toContain('data-store-auth="launch"');
    expect(signedOut).toMatch(/href="https:\/\/apps\.shopify\.com\/shoplinks"[^>]*target="_blank"/);
    expect(signedOut).not.toContain('name="shop"');
    const admin = render('storeAuth', { path: '/auth', user: testUser({ storeConnected: false }) });
    expect(admin).toMatch(/<input[^>]*name="shop"/);
  });

  it('offers a signed-out visitor sign-up or login, carrying the store token', () => {
    const html = render('storeAuth', { path: '/auth', query: 'auth=tok%2B1' });
    expect(html).toContain('data-store-auth="chooseAccount"');
    expect(html).toContain('href="/register-store?auth=tok%2B1"');
    expect(html).toContain('href="/login-store?auth=tok%2B1"');
  });

  it('verifies the token for a signed-in admin (loader in the markup) and knows an existing store', () => {
    expect(render('storeAuth', { path: '/auth', query: 'auth=tok', user: testUser({ storeConnected: false }) })).toContain(
      'data-store-auth="verifying"',
    );
    const html = render('storeAuth', { path: '/auth', query: 'auth=tok', user: testUser({ storeConnected: true }) });
    expect(html).toContain('data-store-auth="alreadyConnected"');
    expect(text(html)).toContain('Continue');
  });

  it('shows success after the dashboard connect', () => {
    const html = render('storeAuth', { path: '/auth', query: 'connected=1', user: testUser() });
    expect(html).toContain('data-store-auth="success"');
    expect(text(html)).toContain('Your store is connected');
  });
});

describe('store register and login pages', () => {
  it('render the loader while the token is checked, and the redirect note without one', () => {
    expect(render('registerStore', { path: '/register-store', query: 'auth=tok' })).toContain('data-store-token="loading"');
    expect(render('loginStore', { path: '/login-store', query: 'auth=tok' })).toContain('data-store-token="loading"');
    expect(render('registerStore', { path: '/register-store' })).toContain('data-store-token="missing"');
  });
});

describe('account store profile', () => {
  it('offers a connect button without a store', () => {
    const html = render('myAccount', { path: '/admin/my-account', user: testUser({ storeConnected: false }) });
    expect(text(html)).toContain('Available once your store is connected.');
    expect(html).toMatch(/href="\/admin\/home"[^>]*>Connect store/);
  });

  it('shows an enabled force sync button and the disconnect button with a store', () => {
    const html = render('myAccount', { path: '/admin/my-account', user: testUser({ storeConnected: true }) });
    const body = text(html);
    expect(body).not.toContain('Product sync arrives with the catalog');
    expect(html).toMatch(/<button[^>]*>Force product sync/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Force product sync/);
    expect(body).toContain('Disconnect store');
    // The sync notice appears only after the status is asked for in the browser.
    expect(html).not.toContain('data-catalog-sync');
  });

  it('has no store profile for influencers', () => {
    const html = render('myAccount', { path: '/admin/my-account', user: testInfluencer() });
    expect(text(html)).not.toContain('Store profile');
  });
});
