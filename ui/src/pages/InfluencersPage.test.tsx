import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageProps } from '../generated/PageProps';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(overrides: Partial<PageProps> = {}) {
  const props: PageProps = {
    page: 'influencers',
    path: '/admin/influencers',
    query: '',
    locale: 'en',
    user: testUser(),
    config: TEST_CONFIG,
    data: null,
    ...overrides,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor('influencers')} />));
  } finally {
    sheet.seal();
  }
}

describe('influencers page', () => {
  it('renders the list area for merchants, with search and Create, instead of the coming-soon panel', () => {
    const html = render();
    expect(html).toContain('data-influencers-area');
    expect(html).not.toContain('is coming soon');
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(html).toContain('data-create-influencer');
    expect(html).toContain('Create influencer');
  });

  it('tells an influencer that only the merchant manages influencers', () => {
    const html = render({ user: testInfluencer() });
    expect(html).toContain('Only the merchant manages influencers.');
    expect(html).not.toContain('data-create-influencer');
  });

  it('renders in Hebrew, right to left', () => {
    const html = render({ locale: 'he' });
    expect(html).toContain('יצירת משפיען');
  });

  it('keeps dialogs out of the server markup (the preview and the form open after mount)', () => {
    expect(render({ path: '/admin/influencers/preview/anna' })).not.toContain('<dialog');
    expect(render({ path: '/admin/influencers/edit/anna' })).not.toContain('<dialog');
    expect(render({ path: '/admin/influencers', query: 'create=1' })).not.toContain('<dialog');
  });
});
