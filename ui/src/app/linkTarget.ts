/**
 * Decides whether a click on a link becomes client-side navigation. Only plain left clicks on
 * same-origin links from one dashboard page to another are taken over; everything else
 * (new tab, downloads, external, public pages, hash jumps) is left to the browser.
 */
import type { PageId } from '../generated/PageId';
import { isDashboardPage, matchRoute } from '../lib/routes';

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkInfo {
  /** Resolved absolute href of the anchor. */
  href: string;
  /** The anchor's target attribute ('' when absent). */
  target: string;
  hasDownload: boolean;
  /** `data-full-reload` opts a link out of client navigation. */
  fullReload: boolean;
}

export function clientNavigationTarget(
  click: ClickInfo,
  link: LinkInfo,
  currentHref: string,
  currentPage: PageId,
): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasDownload || link.fullReload) return null;
  if (!isDashboardPage(currentPage)) return null;

  let url: URL;
  let current: URL;
  try {
    url = new URL(link.href, currentHref);
    current = new URL(currentHref);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash) return null;

  const match = matchRoute(url.pathname);
  if (!match || match.kind !== 'page' || !isDashboardPage(match.page)) return null;
  return url;
}
