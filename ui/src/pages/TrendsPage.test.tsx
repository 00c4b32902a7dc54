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
    page: 'trends',
    path: '/admin/trends',
    query: '',
    locale: 'en',
    user: testUser(),
    config: TEST_CONFIG,
    data: null,
    ...overrides,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor('trends')} />));
  } finally {
    sheet.seal();
  }
}

describe('trends page', () => {
  it('shows a merchant with business features the three sections, loading, instead of the coming-soon panel', () => {
    const html = render();
    expect(html).not.toContain('is coming soon');
    expect(html).toContain('data-trends-page');
    const text = textOf(html);
    expect(text).toContain('Top Performing Products');
    expect(text).toContain('Best Combinations');
    expect(text).toContain('Complementary Products');
    expect(html.match(/data-trends-section=/g)).toHaveLength(3);
    expect(html).not.toContain('data-trends-upgrade');
  });

  it('without business features, shows the way to upgrade and no trends (the dialog opens after mount)', () => {
    for (const user of [testUser({ subscriptionPlan: 'STARTER' }), testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 })]) {
      const html = render({ user });
      expect(html).toContain('data-trends-upgrade');
      expect(html).toContain('href="/pricing-plans"');
      expect(html).not.toContain('data-trends-section');
      expect(html).not.toContain('<dialog');
    }
  });

  it('tells an influencer trends are for the merchant', () => {
    const html = render({ user: testInfluencer() });
    expect(textOf(html)).toContain("Trends show the whole shop's sales, so only the merchant sees them.");
    expect(html).not.toContain('data-trends-section');
    expect(html).not.toContain('data-trends-upgrade');
  });

  it('renders in Hebrew', () => {
    const text = textOf(render({ locale: 'he' }));
    expect(text).toContain('המוצרים המובילים');
    expect(text).toContain('מוצרים משלימים');
  });
});
