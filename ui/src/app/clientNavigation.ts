/**
 * Client-side navigation inside the dashboard. A click on an internal dashboard link fetches
 * the page's JSON twin (`Accept: application/json` → `{status: true, data: PageProps}`), loads
 * the page chunk, then pushes the URL and re-renders. Any failure falls back to a full page load,
 * so the server stays the authority on sessions and redirects. Back/forward re-fetch the props.
 */
import type { PageId } from '../generated/PageId';
import type { PageProps } from '../generated/PageProps';
import { REQUEST_TIMEOUT_MS } from '../lib/api';
import { loadCatalogue } from '../i18n/loadCatalogue';
import { loadPage } from './clientPages';
import { applyDocumentChrome } from './documentChrome';
import { clientNavigationTarget } from './linkTarget';
import type { PageComponent } from '../lib/pageTypes';
import { isDashboardPage, pageForPath } from '../lib/routes';

export interface NavigationHost {
  currentPage(): PageId;
  show(props: PageProps, Page: PageComponent): void;
}

/** Fetches a page's props from its JSON twin; throws on anything but a success envelope. */
export async function fetchPageProps(url: URL, signal: AbortSignal): Promise<PageProps> {
  const response = await fetch(url.pathname + url.search, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || response.redirected) throw new Error(`page JSON: HTTP ${response.status}`);
  const body = (await response.json()) as { status?: boolean; data?: PageProps };
  if (body.status !== true || !body.data) throw new Error('page JSON: not a success envelope');
  return body.data;
}

/** Installs the click and popstate listeners; returns a function that removes them. */
export function installClientNavigation(host: NavigationHost): () => void {
  let inFlight: AbortController | null = null;
  let shownLocation = location.pathname + location.search;

  async function navigate(url: URL, mode: 'push' | 'pop'): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const props = await fetchPageProps(url, controller.signal);
      // Leaving the dashboard (e.g. the session ended and the server answers with login)
      // is the server's business: load that page for real.
      if (!isDashboardPage(props.page)) throw new Error('navigation left the dashboard');
      const [Page] = await Promise.all([loadPage(props.page), loadCatalogue(props.locale)]);
      if (inFlight !== controller) return;
      if (mode === 'push') history.pushState(null, '', url.href);
      shownLocation = url.pathname + url.search;
      host.show(props, Page);
      applyDocumentChrome(document, props);
      if (mode === 'push') window.scrollTo(0, 0);
    } catch (error) {
      if (inFlight !== controller) return; // superseded by a newer navigation
      console.warn('Client navigation failed; loading the page in full.', error);
      if (mode === 'push') window.location.assign(url.href);
      else window.location.reload();
    } finally {
      clearTimeout(timer);
      if (inFlight === controller) inFlight = null;
    }
  }

  const handleClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return;
    const url = clientNavigationTarget(
      event,
      {
        href: anchor.href,
        target: anchor.target,
        hasDownload: anchor.hasAttribute('download'),
        fullReload: anchor.hasAttribute('data-full-reload'),
      },
      location.href,
      host.currentPage(),
    );
    if (!url) return;
    event.preventDefault();
    void navigate(url, 'push');
  };

  const handlePopState = () => {
    const url = new URL(location.href);
    // Hash-only history entries (skip link) keep the current page.
    if (url.pathname + url.search === shownLocation) return;
    if (isDashboardPage(pageForPath(url.pathname)) && isDashboardPage(host.currentPage())) {
      void navigate(url, 'pop');
    } else {
      window.location.reload();
    }
  };

  document.addEventListener('click', handleClick);
  window.addEventListener('popstate', handlePopState);
  return () => {
    document.removeEventListener('click', handleClick);
    window.removeEventListener('popstate', handlePopState);
    inFlight?.abort();
  };
}
