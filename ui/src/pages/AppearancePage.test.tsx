import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageProps } from '../generated/PageProps';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(overrides: Partial<PageProps> = {}) {
  const props: PageProps = {
    page: 'appearance',
    path: '/admin/appearance',
    query: '',
    locale: 'en',
    user: testUser(),
    config: TEST_CONFIG,
    data: null,
    ...overrides,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor('appearance')} />));
  } finally {
    sheet.seal();
  }
}

describe('appearance page', () => {
  it('renders the page for a merchant with a store, not the coming-soon panel: title, logo and a loader', () => {
    const html = render();
    expect(html).toContain('data-appearance-page="loading"');
    expect(html).not.toContain('is coming soon');
    expect(html).toContain('Store logo');
    expect(html).toContain('we suggest 600 × 150 px');
    expect(html).toContain('data-pick-logo');
    expect(html).not.toContain('data-changes-bar');
  });

  it('sends an influencer and a merchant without a store home (a loader, no page)', () => {
    for (const user of [testInfluencer(), testUser({ storeConnected: false })]) {
      const html = render({ user });
      expect(html).not.toContain('data-appearance-page');
      expect(html).toContain('role="status"');
    }
  });

  it('leaves the mobile top bar slot empty in the server markup', () => {
    expect(render()).toMatch(/<div id="top-bar-slot"><\/div>/);
  });

  it('renders in Hebrew', () => {
    expect(render({ locale: 'he' })).toContain('לוגו החנות');
  });
});
