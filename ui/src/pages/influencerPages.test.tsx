/**
 * Every dashboard page as an influencer sees it in the server's markup (docs/dashboard.md#what-an-influencer-is-told):
 * each says in a sentence what they can do there (or that the area is the merchant's), or sends
 * them home, where home says it; none invites them to do what they may not. The table is keyed
 * by every dashboard page, so a new page needs a row here.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { serverPageFor } from '../app/serverPages';
import type { PageProps } from '../generated/PageProps';
import type { Permissions } from '../generated/Permissions';
import type { SessionUser } from '../generated/SessionUser';
import { translate } from '../i18n/translate';
import type { MessageKey } from '../i18n/catalogue';
import { DASHBOARD_PAGES, PATHS, type DashboardPageId } from '../lib/routes';
import { NO_PERMISSIONS, TEST_CONFIG, testInfluencer } from '../lib/testUsers';
import { textOf } from '../lib/testRender';

function render(user: SessionUser, page: DashboardPageId, path: string = PATHS[page], locale: 'en' | 'he' = 'en') {
  const props: PageProps = { page, path, query: '', locale, user, config: TEST_CONFIG, data: null };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor(page)} />));
  } finally {
    sheet.seal();
  }
}

const ANALYTICS: Partial<Permissions> = {
  clicksEnabled: true,
  salesEnabled: true,
  revenueEnabled: true,
  commissionEnabled: true,
  crEnabled: true,
  aovEnabled: true,
};
const influencer = (permissions: Partial<Permissions>) => testInfluencer({ permissions: { ...NO_PERMISSIONS, ...permissions } });

/** No permission at all. */
const NOTHING = influencer({});
/** Every analytics flag, but not the create-and-edit permission. */
const NO_CREATE = influencer(ANALYTICS);
/** May create and edit links, but sees no figures. */
const NO_ANALYTICS = influencer({ isActiveInfluencer: true });

/** What a page says to an influencer who may not create links and sees no figures; `home` sends them home. */
const SAYS: Readonly<Record<DashboardPageId, MessageKey | 'home'>> = {
  home: 'home.influencer.viewOnly',
  shopboard: 'home',
  magicStore: 'magicStore.merchantOnly',
  influencers: 'influencers.adminsOnly',
  shorts: 'links.viewOnly.SHORT',
  links: 'links.viewOnly.LOOK',
  multilinks: 'multilinks.merchantOnly',
  trends: 'trends.merchantOnly',
  analytics: 'analytics.notShared',
  myAccount: 'account.password.body',
  settings: 'home',
  appearance: 'home',
};

const sentence = (key: MessageKey, locale: 'en' | 'he' = 'en') =>
  translate(locale, key, { area: translate(locale, 'page.magicStore.title'), business: 'Acme' });

describe('dashboard pages for an influencer', () => {
  it.each(DASHBOARD_PAGES)('%s tells an influencer with no permission what they can do there', (page) => {
    const says = SAYS[page];
    const html = render(NOTHING, page);
    if (says === 'home') {
      // Sent home after mount (a full load; home then says it): only the loader meanwhile.
      expect(html).toContain(`role="status" aria-label="${translate('en', 'common.loading')}"`);
      expect(html).not.toContain('<h1');
      return;
    }
    const text = textOf(html);
    expect(text).toContain(sentence(says));
    expect(text).not.toContain(translate('en', 'links.error.message'));
  });

  it('says the same in Hebrew', () => {
    for (const page of DASHBOARD_PAGES) {
      const says = SAYS[page];
      if (says === 'home') continue;
      expect(textOf(render(NOTHING, page, PATHS[page], 'he')), page).toContain(sentence(says, 'he'));
    }
  });

  it('tells one without the create permission who creates their links, on home, links and shorts', () => {
    for (const page of ['home', 'links', 'shorts'] as const) {
      const html = render(NO_CREATE, page);
      expect(textOf(html), page).toContain(sentence(SAYS[page] as MessageKey));
      expect(html, page).not.toContain('data-create-link');
      expect(html, page).not.toContain('data-home-create');
    }
    // An edit path or the add menu's `?create=1` opens nothing for them: the same list and sentence.
    expect(textOf(render(NO_CREATE, 'links', '/admin/links/edit/aB3dE5fG'))).toContain(sentence('links.viewOnly.LOOK'));
  });

  it('gives one who may create the create buttons instead of that sentence', () => {
    const buttons = { home: 'data-home-create="instant"', links: 'data-create-link', shorts: 'data-create-link' } as const;
    for (const page of ['home', 'links', 'shorts'] as const) {
      const html = render(NO_ANALYTICS, page);
      expect(textOf(html), page).not.toContain(sentence(SAYS[page] as MessageKey));
      expect(html, page).toContain(buttons[page]);
    }
  });

  it('tells one with every other permission that the merchant areas are the merchant’s', () => {
    for (const page of ['multilinks', 'influencers', 'trends', 'magicStore'] as const) {
      expect(textOf(render(NO_CREATE, page)), page).toContain(sentence(SAYS[page] as MessageKey));
    }
    expect(textOf(render(NO_CREATE, 'multilinks', '/admin/multilinks/preview/aB3dE5fG'))).toContain(
      sentence('multilinks.merchantOnly'),
    );
    expect(textOf(render(NO_CREATE, 'influencers', '/admin/influencers/preview/ivy'))).toContain(
      sentence('influencers.adminsOnly'),
    );
  });

  it('tells one without analytics flags that none were shared, and one with them shows the board', () => {
    expect(textOf(render(NO_ANALYTICS, 'analytics'))).toContain(sentence('analytics.notShared'));
    expect(render(NO_CREATE, 'analytics')).toContain('data-analytics-page');
  });
});
