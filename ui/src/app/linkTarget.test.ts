import { describe, expect, it } from 'vitest';
import { clientNavigationTarget, type ClickInfo, type LinkInfo } from './linkTarget';

const HERE = 'https://app.example/admin/home';
const click: ClickInfo = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<LinkInfo> = {}): LinkInfo => ({
  href,
  target: '',
  hasDownload: false,
  fullReload: false,
  ...extra,
});

describe('clientNavigationTarget', () => {
  it('takes over a plain click from one dashboard page to another', () => {
    const url = clientNavigationTarget(click, link('https://app.example/admin/links'), HERE, 'home');
    expect(url?.pathname).toBe('/admin/links');
  });

  it('keeps the query of the target', () => {
    const url = clientNavigationTarget(click, link('/admin/links?create=1'), HERE, 'home');
    expect(url?.search).toBe('?create=1');
  });

  it('leaves modified, non-left and already handled clicks to the browser', () => {
    const target = link('/admin/links');
    expect(clientNavigationTarget({ ...click, metaKey: true }, target, HERE, 'home')).toBeNull();
    expect(clientNavigationTarget({ ...click, ctrlKey: true }, target, HERE, 'home')).toBeNull();
    expect(clientNavigationTarget({ ...click, shiftKey: true }, target, HERE, 'home')).toBeNull();
    expect(clientNavigationTarget({ ...click, button: 1 }, target, HERE, 'home')).toBeNull();
    expect(clientNavigationTarget({ ...click, defaultPrevented: true }, target, HERE, 'home')).toBeNull();
  });

  it('leaves new-tab, download and opted-out links to the browser', () => {
    expect(clientNavigationTarget(click, link('/admin/links', { target: '_blank' }), HERE, 'home')).toBeNull();
    expect(clientNavigationTarget(click, link('/admin/links', { hasDownload: true }), HERE, 'home')).toBeNull();
    expect(clientNavigationTarget(click, link('/admin/links', { fullReload: true }), HERE, 'home')).toBeNull();
  });

  it('does full loads for other origins, public pages and unknown paths', () => {
    expect(clientNavigationTarget(click, link('https://cal.example/admin/links'), HERE, 'home')).toBeNull();
    expect(clientNavigationTarget(click, link('/help/shopify'), HERE, 'home')).toBeNull();
    expect(clientNavigationTarget(click, link('/pricing-plans'), HERE, 'home')).toBeNull();
    expect(clientNavigationTarget(click, link('/admin/unknown'), HERE, 'home')).toBeNull();
  });

  it('does not take over links on public pages', () => {
    expect(clientNavigationTarget(click, link('/admin/home'), 'https://app.example/login', 'login')).toBeNull();
  });

  it('leaves in-page hash links alone', () => {
    expect(clientNavigationTarget(click, link('/admin/home#main'), HERE, 'home')).toBeNull();
  });
});
