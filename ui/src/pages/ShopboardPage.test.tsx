import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageProps } from '../generated/PageProps';
import { textOf } from '../lib/testRender';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(overrides: Partial<PageProps> = {}) {
  const props: PageProps = {
    page: 'shopboard',
    path: '/admin/shopboard',
    query: '',
    locale: 'en',
    user: testUser(),
    config: TEST_CONFIG,
    data: null,
    ...overrides,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor(props.page)} />));
  } finally {
    sheet.seal();
  }
}

const selectedTab = (html: string) => /<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];

describe('shopboard page', () => {
  it('shows a merchant the page, the three tabs (Instagram first), and a loader for the status', () => {
    const html = render();
    expect(html).not.toContain('is coming soon');
    expect(html).toContain('data-shopboard-page');
    expect(html).toMatch(/<h1[^>]*>Shopboard<\/h1>/);
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Instagram', 'TikTok', 'Pinterest']);
    expect(selectedTab(html)).toBe('Instagram');
    expect(html).toContain('id="shopboard-panel-instagram"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<dialog');
  });

  it('opens the tab the address names', () => {
    expect(selectedTab(render({ query: 'tab=pinterest' }))).toBe('Pinterest');
    expect(selectedTab(render({ query: 'tab=nope' }))).toBe('Instagram');
  });

  it('sends an influencer and a merchant without a store home (loader only)', () => {
    for (const user of [testInfluencer(), testUser({ storeConnected: false })]) {
      const html = render({ user });
      expect(html).not.toContain('data-shopboard-page');
      expect(html).toContain('role="status"');
    }
  });

  it('renders in Hebrew, the brand names as they are', () => {
    const html = render({ locale: 'he', query: 'tab=tiktok' });
    expect(textOf(html)).toContain('חברו את החשבונות החברתיים שלכם');
    expect(selectedTab(html)).toBe('TikTok');
  });
});

describe('social sign-in return', () => {
  const auth = (path: string, query: string, user = testUser()) => render({ page: 'socialAuth', path, query, user });

  it('renders only the loader in the server markup, whatever the address says', () => {
    for (const query of ['code=c&state=s', 'error=access_denied&state=s', '']) {
      const html = auth('/tiktok/auth', query);
      expect(html).toContain('data-social-auth="working"');
      expect(html).not.toContain('<dialog');
      expect(html).not.toContain('is coming soon');
    }
    expect(textOf(auth('/pinterest/auth', 'code=c&state=s'))).toContain('Connecting your Pinterest account…');
  });
});

describe('account social accounts', () => {
  const account = (user = testUser()) => render({ page: 'myAccount', path: '/admin/my-account', user });

  it('loads the networks’ status for a merchant with a store (no coming-soon note)', () => {
    const html = account();
    const text = textOf(html);
    expect(text).toContain('Social accounts');
    expect(text).not.toContain('coming soon');
    expect(html).not.toContain('data-social-accounts'); // the list arrives with the status, after mount
  });

  it('waits for the store for a merchant without one, and is not shown to influencers', () => {
    const html = account(testUser({ storeConnected: false }));
    expect(textOf(html)).toMatch(/Social accounts Available once your store is connected\./);
    expect(textOf(account(testInfluencer()))).not.toContain('Social accounts');
  });
});
