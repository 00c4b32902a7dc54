/**
 * The root of every render, on the server and in the browser: theme, locale, page props, global
 * styles, and the page inside its layout (dashboard shell or public layout).
 */
import { ThemeProvider } from 'styled-components';
import type { PageProps } from '../generated/PageProps';
import { DashboardShell } from '../layouts/DashboardShell/DashboardShell';
import { PublicLayout } from '../layouts/PublicLayout/PublicLayout';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { PagePropsContext } from '../lib/pageProps';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import type { PageComponent } from '../lib/pageTypes';
import { isDashboardPage, PAGE_WIDTHS } from '../lib/routes';

/** Pages that bring their own frame (a merchant's storefront carries no Shoplinks chrome). */
const BARE_PAGES: ReadonlySet<PageProps['page']> = new Set(['instantStore', 'shopboardFeed']);

interface Props {
  props: PageProps;
  Page: PageComponent;
}

export function App({ props, Page }: Props) {
  // Keyed by path so moving between two pages of the same module starts from fresh state.
  const page = <Page key={props.path} props={props} />;
  // Dashboard pages need a user; the server redirects signed-out visitors, but if one slips
  // through, the public frame is the safe rendering.
  const inShell = isDashboardPage(props.page) && props.user !== null;
  return (
    <ThemeProvider theme={theme}>
      <LocaleProvider locale={props.locale}>
        <PagePropsContext.Provider value={props}>
          <GlobalStyle />
          {BARE_PAGES.has(props.page) ? (
            page
          ) : inShell && props.user ? (
            <DashboardShell user={props.user}>{page}</DashboardShell>
          ) : (
            <PublicLayout maxWidth={PAGE_WIDTHS[props.page] ?? theme.layout.defaultPageWidth}>
              {page}
            </PublicLayout>
          )}
        </PagePropsContext.Provider>
      </LocaleProvider>
    </ThemeProvider>
  );
}
