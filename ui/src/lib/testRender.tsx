/** Renders a component as the server would, inside the app's theme, locale and page props. */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import type { Locale } from '../generated/Locale';
import type { SessionUser } from '../generated/SessionUser';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { PagePropsContext } from './pageProps';
import { TEST_CONFIG, testUser } from './testUsers';
import { theme } from '../theme/theme';

export function renderMarkup(node: ReactNode, user: SessionUser = testUser(), locale: Locale = 'en'): string {
  return renderWithStyles(node, user, locale).html;
}

/** The markup and the style tags styled-components collected while rendering it. */
export function renderWithStyles(
  node: ReactNode,
  user: SessionUser = testUser(),
  locale: Locale = 'en',
): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <LocaleProvider locale={locale}>
            <PagePropsContext.Provider
              value={{ page: 'multilinks', path: '/admin/multilinks', query: '', locale, user, config: TEST_CONFIG, data: null }}
            >
              {node}
            </PagePropsContext.Provider>
          </LocaleProvider>
        </ThemeProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The visible text of markup, tags removed and entities of quotes decoded. */
export const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
