import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { PlanCard } from '../features/pricing/components/PlanCard';
import { PLANS } from '../features/pricing/plans';
import type { Locale } from '../generated/Locale';
import type { PageProps } from '../generated/PageProps';
import type { SubscriptionPlan } from '../generated/SubscriptionPlan';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { TEST_CONFIG, testInfluencer, testUser } from '../lib/testUsers';
import { theme } from '../theme/theme';
import { PricingPlansPage } from './PricingPlansPage';

function render(overrides: Partial<PageProps> = {}) {
  const props: PageProps = {
    page: 'pricingPlans',
    path: '/pricing-plans',
    query: '',
    locale: 'en',
    user: null,
    config: TEST_CONFIG,
    data: null,
    ...overrides,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(sheet.collectStyles(<App props={props} Page={PricingPlansPage} />));
  } finally {
    sheet.seal();
  }
}

function renderCard(
  id: SubscriptionPlan,
  props: Omit<Parameters<typeof PlanCard>[0], 'plan' | 'supportEmail'>,
  locale: Locale = 'en',
) {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(id);
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <LocaleProvider locale={locale}>
            <PlanCard plan={plan} supportEmail="support@shoplinks.example" {...props} />
          </LocaleProvider>
        </ThemeProvider>,
      ),
    );
  } finally {
    sheet.seal();
  }
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The markup of one plan card. */
function card(html: string, id: SubscriptionPlan): string {
  const start = html.indexOf(`data-plan="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

/** The opening tag of a card's plan button, or null when it has none. */
function planButton(html: string, id: SubscriptionPlan): string | null {
  return card(html, id).match(/<button[^>]*data-plan-button="[A-Z]+"[^>]*>/)?.[0] ?? null;
}

const isDisabled = (tag: string | null) => !!tag && /\sdisabled=""/.test(tag);

describe('pricing page: who sees what', () => {
  it('shows the four cards and the free plan with the prices; no plan buttons when signed out', () => {
    const html = render();
    const body = text(html);
    expect((html.match(/data-plan="/g) ?? []).length).toBe(5);
    for (const price of ['$39', '$99', '$399', '$0', 'Contact us']) expect(body).toContain(price);
    expect(html).toContain('href="mailto:support@shoplinks.example?subject=');
    expect(body).not.toContain('Upgrade to');
    expect(body).toContain('Sign up for free');
    expect(html).not.toMatch(/<button/);
    expect(html).not.toContain('data-free-trial');
  });

  it('gives admins enabled plan buttons by ordinal and the active label on their plan', () => {
    const html = render({ user: testUser({ subscriptionPlan: 'BUSINESS' }) });
    expect(text(card(html, 'PRO'))).toContain('Upgrade to Pro');
    expect(text(card(html, 'STARTER'))).toContain('Downgrade to Starter');
    expect(text(card(html, 'FREE'))).toContain('Downgrade to Lite (free)');
    expect(card(html, 'BUSINESS')).toContain('data-active-label');
    expect(planButton(html, 'BUSINESS')).toBeNull();
    for (const id of ['STARTER', 'PRO', 'FREE'] as const) expect(isDisabled(planButton(html, id)), id).toBe(false);
    expect(text(card(html, 'ENTERPRISE'))).toContain('Contact sales');
    expect(text(html)).not.toContain('Billing arrives');
    expect(html).not.toContain('data-store-required');
  });

  it('offers a free admin the free trial on every paid plan', () => {
    const html = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 12 }) });
    for (const id of ['STARTER', 'BUSINESS', 'PRO'] as const) {
      expect(text(card(html, id)), id).toContain('Start 30-day free trial');
      expect(isDisabled(planButton(html, id)), id).toBe(false);
    }
    // In the trial the account has Business features: Lite is what it keeps afterwards, not "Active".
    expect(card(html, 'FREE')).not.toContain('data-active-label');
    expect(text(card(html, 'FREE'))).toContain('Yours after the trial');
    expect(text(card(html, 'FREE'))).toContain('12 days left in your free trial');
    const ended = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }) });
    expect(card(ended, 'FREE')).toContain('data-active-label');
    expect(text(card(ended, 'FREE'))).not.toContain('Yours after the trial');
  });

  it('keeps paid plan buttons disabled without a store, with a note linking home to connect it', () => {
    const html = render({ user: testUser({ subscriptionPlan: 'PRO', storeConnected: false }) });
    for (const id of ['STARTER', 'BUSINESS'] as const) {
      const button = planButton(html, id);
      expect(isDisabled(button), id).toBe(true);
      expect(button).toContain(`aria-describedby="plan-${id}-note"`);
      const body = card(html, id);
      expect(body).toContain(`id="plan-${id}-note"`);
      expect(text(body)).toContain('Plans are billed through your Shopify store, so connect it first.');
      expect(body).toMatch(/<a href="\/admin\/home"[^>]*>Connect your store<\/a>/);
    }
    // Moving to the free plan cancels the subscription and needs no store.
    expect(isDisabled(planButton(html, 'FREE'))).toBe(false);
    expect(card(html, 'FREE')).not.toContain('data-store-required');
  });

  it('gives influencers no plan buttons, only the active label', () => {
    const html = render({ user: testInfluencer({ subscriptionPlan: 'BUSINESS' }) });
    expect(text(html)).not.toContain('Upgrade to');
    expect(html).not.toMatch(/<button/);
    expect(card(html, 'BUSINESS')).toContain('data-active-label');
  });
});

describe('pricing page: the free trial on the free card', () => {
  it('shows a free account the days left of its trial', () => {
    const html = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 23 }) });
    const free = card(html, 'FREE');
    expect(free).toContain('data-free-trial="23"');
    expect(text(free)).toContain('23 days left in your free trial');
  });

  it('says one day, and that the trial ended, as the server says', () => {
    const one = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 1 }) });
    expect(text(card(one, 'FREE'))).toContain('1 day left in your free trial');
    const ended = render({ user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }) });
    expect(card(ended, 'FREE')).toContain('data-free-trial="ended"');
    expect(text(card(ended, 'FREE'))).toContain('Your free trial has ended');
  });

  it('tells an influencer of a free account to ask the merchant once the trial ended', () => {
    const html = render({ user: testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }) });
    expect(text(card(html, 'FREE'))).toContain('The free trial has ended. Ask Acme to upgrade the plan.');
  });

  it('says nothing about a trial on a paid plan', () => {
    expect(render({ user: testUser({ subscriptionPlan: 'STARTER' }) })).not.toContain('data-free-trial');
  });

  it('shows the days left in Hebrew', () => {
    const html = render({ locale: 'he', user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 9 }) });
    expect(text(card(html, 'FREE'))).toContain('נותרו 9 ימים לתקופת הניסיון');
  });
});

describe('pricing page: the checkout outcome banner', () => {
  const banner = (html: string) => html.match(/data-billing-outcome="(\w+)"/)?.[1] ?? null;

  it('says which plan became active', () => {
    const html = render({ query: 'billing=active&plan=BUSINESS', user: testUser({ subscriptionPlan: 'BUSINESS' }) });
    expect(banner(html)).toBe('active');
    expect(text(html)).toContain('Business plan is active');
    expect(html).toMatch(/data-billing-outcome="active"[^>]*><div[^>]*role="status"/);
  });

  it('falls back to the session plan, then to a plain sentence, when the plan is not named', () => {
    expect(text(render({ query: 'billing=active', user: testUser({ subscriptionPlan: 'PRO' }) }))).toContain('Pro plan is active');
    expect(text(render({ query: 'billing=active' }))).toContain('Your new plan is active');
  });

  it('tells a declined or pending subscription', () => {
    const declined = render({ query: 'billing=declined', user: testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 20 }) });
    expect(banner(declined)).toBe('declined');
    expect(text(declined)).toContain('Subscription declined');
    expect(text(declined)).toContain('you are still on your current plan');
    const pending = render({ query: 'billing=pending', user: testUser() });
    expect(banner(pending)).toBe('pending');
    expect(text(pending)).toContain('Waiting for Shopify to confirm your subscription');
  });

  it('shows no banner without a known outcome', () => {
    expect(banner(render({ user: testUser() }))).toBeNull();
    expect(banner(render({ query: 'billing=bogus', user: testUser() }))).toBeNull();
  });

  it('speaks Hebrew on a Hebrew page', () => {
    const html = render({ locale: 'he', query: 'billing=active&plan=BUSINESS', user: testUser() });
    expect(text(html)).toContain('מסלול ביזנס פעיל');
  });
});

describe('plan card button states', () => {
  const admin = testUser({ subscriptionPlan: 'STARTER' });

  it('shows the loading label on the pressed button and keeps it from a second press', () => {
    const checkout = renderCard('BUSINESS', { user: admin, busy: true });
    const button = checkout.match(/<button[^>]*>[^<]*<\/button>/)?.[0] ?? '';
    expect(button).toContain('aria-busy="true"');
    expect(button).toContain('disabled=""');
    expect(text(button)).toContain('Taking you to Shopify…');
    const free = renderCard('FREE', { user: admin, busy: true });
    expect(text(free)).toContain('Switching to the free plan…');
  });

  it('disables the other buttons while one request is out', () => {
    const html = renderCard('PRO', { user: admin, locked: true });
    const button = html.match(/<button[^>]*>/)?.[0] ?? '';
    expect(button).toContain('disabled=""');
    expect(button).not.toContain('aria-busy');
    expect(text(html)).toContain('Upgrade to Pro');
  });

  it('shows the server message under the card, in the page language when known', () => {
    const html = renderCard('PRO', { user: admin, error: 'Connect your store before choosing a plan' });
    expect(html).toMatch(/<p[^>]*id="plan-PRO-error"[^>]*role="alert"/);
    expect(text(html)).toContain('Connect your store before choosing a plan.');
    expect(html).toMatch(/<button[^>]*aria-describedby="plan-PRO-error"/);
    expect(html.match(/<button[^>]*>/)?.[0]).not.toContain('disabled');
    const he = renderCard('PRO', { user: admin, error: 'Connect your store before choosing a plan' }, 'he');
    expect(text(he)).toContain('חברו את החנות לפני בחירת מסלול.');
    const unknown = renderCard('PRO', { user: admin, error: 'The store platform is unavailable' });
    expect(text(unknown)).toContain('The store platform is unavailable');
  });

  it('shows no error line without a message', () => {
    expect(renderCard('PRO', { user: admin, error: null })).not.toContain('data-plan-error');
  });
});
