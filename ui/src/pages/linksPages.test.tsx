import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageId } from '../generated/PageId';
import type { PageProps } from '../generated/PageProps';
import { NO_PERMISSIONS, TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(page: PageId, overrides: Partial<PageProps> = {}) {
  const props: PageProps = { page, path: `/admin/${page}`, query: '', locale: 'en', user: testUser(), config: TEST_CONFIG, data: null, ...overrides };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor(page)} />));
  } finally {
    sheet.seal();
  }
}

describe('links and shorts pages', () => {
  it('render the list area instead of the coming-soon panel', () => {
    const links = render('links');
    expect(links).toContain('data-links-area="LOOK"');
    expect(links).not.toContain('is coming soon');
    expect(render('shorts')).toContain('data-links-area="SHORT"');
  });

  it('show admins the search box and the create button', () => {
    const html = render('links');
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(html).toContain('data-create-link');
    expect(html).toContain('Create new link');
    expect(render('shorts')).toContain('Create new short');
  });

  it('show active influencers the create button and hide it from the others', () => {
    const active = testInfluencer({ permissions: { ...NO_PERMISSIONS, isActiveInfluencer: true } });
    expect(render('links', { user: active })).toContain('data-create-link');
    expect(render('links', { user: testInfluencer() })).not.toContain('data-create-link');
  });

  it('render an edit path as the list (the editor opens in the browser)', () => {
    const html = render('links', { path: '/admin/links/edit/aB3dE5fG' });
    expect(html).toContain('data-links-area="LOOK"');
    expect(html).not.toContain('<dialog');
  });
});
