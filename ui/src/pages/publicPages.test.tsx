import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { headFor, renderHead } from '../app/head';
import { serverPageFor } from '../app/serverPages';
import type { PageId } from '../generated/PageId';
import type { PageProps } from '../generated/PageProps';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';

function render(page: PageId, overrides: Partial<PageProps> = {}) {
  const props: PageProps = { page, path: `/${page}`, query: '', locale: 'en', user: null, config: TEST_CONFIG, data: null, ...overrides };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App props={props} Page={serverPageFor(page)} />));
    return { html, head: renderHead(headFor(props)) };
  } finally {
    sheet.seal();
  }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('static pages are complete in the server markup', () => {
  it('privacy policy: date, Israel, 18+, card data, support e-mail, back button', () => {
    const { html, head } = render('privacyPolicy', { path: '/privacy-policy' });
    const body = text(html);
    expect(body).toContain('Last updated: 11 May 2025');
    expect(body).toContain('headquartered in Israel');
    expect(body).toContain('18 years of age or older');
    expect(body).toContain('payment card data');
    expect(html).toContain('href="mailto:support@shoplinks.example"');
    expect(body).toContain('Back');
    expect(head).toContain('<title>Privacy policy · Shoplinks</title>');
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}">/);
  });

  it('terms in Hebrew: right-to-left, effective date, link to pricing', () => {
    const { html, head } = render('terms', { path: '/terms', locale: 'he' });
    expect(html).toContain('dir="rtl"');
    expect(text(html)).toContain('בתוקף מ-11 במאי 2025');
    expect(html).toContain('href="/pricing-plans"');
    expect(head).toContain('<title>תנאי שימוש · Shoplinks</title>');
  });

  it('Shopify help: five numbered steps with labelled illustrations, listing link and support', () => {
    const { html } = render('helpShopify', { path: '/help/shopify' });
    const body = text(html);
    for (const step of ['Step 1:', 'Step 2:', 'Step 3:', 'Step 4:', 'Step 5:']) expect(body).toContain(step);
    expect((html.match(/<figcaption/g) ?? []).length).toBe(5);
    expect(body).toContain('Illustration:');
    expect(html).toContain('href="https://apps.shopify.com/shoplinks"');
    expect(html).toContain('href="mailto:support@shoplinks.example"');
  });
});

describe('account pages', () => {
  it('my account shows read-only details and the danger zone to admins', () => {
    const { html } = render('myAccount', { path: '/admin/my-account', user: testUser() });
    expect(html).toMatch(/<input[^>]*name="username"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*name="username"/i);
    expect(html).toContain('value="acme"');
    expect(text(html)).toContain('Danger zone');
    expect(text(html)).toContain('Delete account');
  });

  it('influencers see their picture placeholder, merchant line and no delete button', () => {
    const { html } = render('myAccount', { path: '/admin/my-account', user: testInfluencer() });
    const body = text(html);
    expect(html).toContain('data-influencer-profile');
    expect(body).toContain('Influencer for Acme');
    expect(html).toContain('value="ivy"');
    expect(body).not.toContain('Delete account');
  });

  it('verify-account without a token is "not verified" in the server markup', () => {
    const { html } = render('verifyAccount', { path: '/verify-account' });
    expect(html).toContain('data-verify-status="notVerified"');
    expect(text(html)).toContain('Verification link expired');
  });

  it('verify-account with a token starts with the loader', () => {
    const { html } = render('verifyAccount', { path: '/verify-account', query: 'token=abc' });
    expect(html).toContain('data-verify-status="loading"');
  });

  it('influencer login pre-fills the usernames from the URL but never the password', () => {
    const { html } = render('loginInfluencer', {
      path: '/login/influencer',
      query: 'admin=acme&username=ivy&password=s3cret-pass',
    });
    expect(html).toContain('value="acme"');
    expect(html).toContain('value="ivy"');
    expect(html).not.toContain('s3cret-pass');
    expect(html).toContain('href="/forgot-password/influencer"');
    expect(html).toContain('href="/login"');
  });

  it('sign-up starts with the button disabled and the checklist unticked', () => {
    const { html } = render('register', { path: '/register' });
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain('data-rule="minLength" data-met="false"');
    expect(html).toContain('data-rule="digit" data-met="false"');
    expect(html).toContain('href="/login"');
  });
});
