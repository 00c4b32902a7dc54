import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import type { PageProps } from '../generated/PageProps';
import { TEST_CONFIG } from '../lib/testUsers';
import { LoginPage } from './LoginPage';

function renderLogin(locale: 'en' | 'he' = 'en') {
  const props: PageProps = { page: 'login', path: '/login', query: '', locale, user: null, config: TEST_CONFIG, data: null };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App props={props} Page={LoginPage} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('LoginPage (server render)', () => {
  it('renders the form text, fields and links', () => {
    const { html } = renderLogin();
    expect(html).toContain('Log in to your store');
    expect(html).toContain('Username');
    expect(html).toContain('Password');
    expect(html).toContain('Forgot password?');
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    expect(html).toContain('href="/forgot-password"');
    expect(html).toContain('href="/register"');
    expect(html).toContain('href="/login/influencer"');
  });

  it('starts with the login button disabled', () => {
    const { html } = renderLogin();
    const button = html.match(/<button[^>]*type="submit"[^>]*>/)?.[0];
    expect(button).toBeDefined();
    expect(button).toContain('disabled=""');
  });

  it('renders inside the public layout with its logo and no dashboard chrome', () => {
    const { html } = renderLogin();
    expect(html).toContain('aria-label="Shoplinks home"');
    expect(html).not.toContain('Main navigation');
    expect(html).not.toContain('data-splash');
  });

  it('collects its styles', () => {
    const { styles } = renderLogin();
    expect(styles).toMatch(/^<style[^>]*data-styled="true"/);
  });

  it('renders Hebrew right-to-left', () => {
    const { html } = renderLogin('he');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="he"');
    expect(html).toContain('התחברות לחנות שלכם');
    expect(html).not.toContain('Log in to your store');
  });
});
