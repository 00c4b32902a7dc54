import { describe, expect, it } from 'vitest';
import { OrderDetails } from '../../domain/orders/OrderDetails';
import { renderMarkup, textOf } from '../../lib/testRender';
import { testTheme } from '../../lib/testTheme';
import { NO_PERMISSIONS, TEST_CONFIG, testInfluencer, testUser } from '../../lib/testUsers';
import type { SessionUser } from '../../generated/SessionUser';
import type { UserDetails } from '../../generated/UserDetails';
import { HomeArea } from './components/HomeArea';
import { RecentOrderRow } from './components/RecentOrderRow';
import { testDetails, testOrder, testUserSettings } from './testHome';

const home = (user: SessionUser, details: UserDetails | null = null, locale: 'en' | 'he' = 'en') =>
  renderMarkup(<HomeArea user={user} config={TEST_CONFIG} initialDetails={details} />, user, locale);

const activeInfluencer = testInfluencer({ permissions: { ...NO_PERMISSIONS, isActiveInfluencer: true } });

describe('home, first paint', () => {
  it("shows an admin's header, create buttons, tabs and the recent orders heading", () => {
    const html = home(testUser());
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>@acme<\/h1>/);
    expect(text).toContain('Acme');
    expect(html).toMatch(/data-home-initial=""[^>]*>A<\/span>/);
    expect(html).toContain('href="/admin/links?create=1"');
    expect(html).toContain('href="/admin/shorts?create=1"');
    expect(html).toContain('href="/admin/influencers?create=1"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(text).toContain('Instants');
    expect(text).toContain('Recent orders');
    expect(html).not.toContain('data-home-trial-alert');
    expect(html).not.toContain('data-book-expert');
  });

  it('waits for the user details before the to-do list and the logo', () => {
    const html = home(testUser());
    expect(html).not.toContain('data-home-todo');
    expect(html).not.toContain('data-home-logo');
  });

  it('shows the to-do list from the details, the first open task expanded and the logo', () => {
    const html = home(testUser(), testDetails({ businessLogo: 'https://cdn.example/logo.png' }));
    const text = textOf(html);
    expect(html).toContain('data-home-todo');
    expect(html).toMatch(/<img[^>]*src="https:\/\/cdn.example\/logo.png"[^>]*data-home-logo/);
    expect(text).toContain('1 of 5 done');
    expect(html).toMatch(/data-todo-task="logo" data-done="true"/);
    expect(html).toMatch(/aria-expanded="true" aria-controls="home-todo-theme"/);
    expect(html).toMatch(/aria-expanded="false" aria-controls="home-todo-shipping"/);
    expect(html).toMatch(/id="home-todo-shipping" hidden=""/);
    expect(text).toContain('This task is marked done by itself once it is saved.');
    expect(html).toMatch(/<a[^>]*href="\/admin\/appearance"[^>]*>Open Appearance<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/admin\/settings"[^>]*>Open Settings<\/a>/);
  });

  it('hides the to-do list once every task is done', () => {
    const details = testDetails({
      businessLogo: 'l.png',
      brand: { name: 'Acme', logoUrl: 'l.png', theme: { ...testTheme(), isInitial: false } },
      settings: testUserSettings({
        shippingAndReturnsUrl: 'https://acme.example/shipping',
        utmParams: { source: 'ig', medium: '', campaign: '', term: '', content: '' },
        googleAnalyticsId: 'G-1A2B3C',
      }),
    });
    expect(home(testUser(), details)).not.toContain('data-home-todo');
  });

  it('alerts a free admin in the last week, with the way to the plans', () => {
    const text = textOf(home(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 3 })));
    expect(text).toContain('3 days left in your free trial');
    expect(text).toContain('Upgrade');
  });

  it('after the trial: the alert, no create-influencer, and the link buttons open the free-trial dialog', () => {
    const html = home(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }));
    expect(textOf(html)).toContain('Your free trial has ended');
    expect(html).not.toContain('data-home-create="influencer"');
    expect(html).toMatch(/<button[^>]*data-home-create="instant"/);
    expect(html).not.toContain('href="/admin/links?create=1"');
  });

  it("gives an active influencer their own handle, the link buttons and two tabs, and no admin parts", () => {
    const html = home(activeInfluencer);
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>@ivy<\/h1>/);
    expect(text).toContain('Influencer at Acme');
    expect(html).toContain('data-home-compact="true"');
    expect(html).toContain('href="/admin/links?create=1"');
    expect(html).not.toContain('data-home-create="influencer"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(text).not.toContain('Recent orders');
    expect(html).not.toContain('data-home-todo');
  });

  it('shows no create buttons to an influencer who may not create', () => {
    expect(home(testInfluencer())).not.toContain('data-home-create');
  });

  it('tells a free influencer after the trial what has stopped and who can change it', () => {
    const text = textOf(home(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 })));
    expect(text).toContain('The free trial has ended');
    expect(text).toContain('Creating and editing links is paused until Acme chooses a plan.');
  });

  it('speaks Hebrew with the handle kept left to right', () => {
    const html = home(testUser(), testDetails(), 'he');
    expect(html).toContain('\u2066@acme\u2069');
    expect(textOf(html)).toContain('פעילות אחרונה');
    expect(textOf(html)).toContain('הכנת החנות');
  });
});

describe('a recent order row', () => {
  const row = (order = testOrder()) =>
    renderMarkup(
      <ul>
        <RecentOrderRow order={order} open={false} details={undefined} onToggle={() => undefined} />
      </ul>,
    );

  it('shows the link it came through, leading to its preview, with status, products and total', () => {
    const html = row();
    const text = textOf(html);
    expect(html).toContain('href="/admin/links/preview/lk1"');
    expect(html).toContain('src="https://cdn.example/p1.jpg"');
    expect(html).toContain('href="https://acme.myshopify.com/admin/orders/1001"');
    expect(text).toContain('#1001');
    expect(text).toContain('04/03/2026');
    expect(text).toContain('Spring look');
    expect(text).toContain('Paid');
    expect(text).toContain('2 products');
    expect(text).toContain('$42.50');
    expect(html).toContain('aria-expanded="false"');
  });

  it("shows the influencer's picture for an order with their code alone", () => {
    const html = row(testOrder({ link_details: null, influencer_profile_image_url: 'https://cdn.example/ivy.png', products_count: 1 }));
    expect(html).toContain('src="https://cdn.example/ivy.png"');
    expect(textOf(html)).toContain("With an influencer's code");
    expect(textOf(html)).toContain('1 product');
  });

  it('shows refunded orange-tagged, and an unknown status empty', () => {
    expect(textOf(row(testOrder({ order_status: 'refunded' })))).toContain('Refunded');
    const unknown = textOf(row(testOrder({ order_status: 'pending' })));
    expect(unknown).not.toContain('pending');
    expect(unknown).not.toContain('Paid');
  });
});

describe('order items', () => {
  const item = (title: string) => ({ title, image: null, variant_title: null, price: '5.00', quantity: 1 });
  it('scroll inside the row with more than three products', () => {
    const three = renderMarkup(<OrderDetails state={{ status: 'ready', items: ['a', 'b', 'c'].map(item) }} currency="USD" />);
    const four = renderMarkup(<OrderDetails state={{ status: 'ready', items: ['a', 'b', 'c', 'd'].map(item) }} currency="USD" />);
    expect(three).not.toContain('tabindex="0"');
    expect(four).toContain('tabindex="0"');
  });
});
