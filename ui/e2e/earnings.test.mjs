/**
 * An influencer's own earnings (docs/influencers.md#earnings), as people would see them: a
 * merchant gives an influencer the commission, sales and revenue permissions and a look; a
 * shopper on a phone buys through it and the merchant refunds part of the order in the store.
 * Signed in, the influencer opens analytics and reads their commission, their sales by channel
 * and the refund on their earnings panel, the same as the merchant reads on the influencer's page
 * for the same range, and downloads their own CSV. An influencer without the commission
 * permission gets no earnings panel, and the earnings call answers them 403.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  addToLookCart,
  apiData,
  chooseRange,
  createInfluencer,
  eventually,
  merchantWithShop,
  sandboxPath,
  sharedBrowser,
  signedInInfluencer,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

/** The cards an insights list shows: `{id: value}`. */
async function cardsOf(scope) {
  const cards = {};
  for (const card of await scope.locator('[data-insight]').all()) {
    cards[await card.getAttribute('data-insight')] = (await card.locator('dd > span').first().innerText()).trim();
  }
  return cards;
}

describe("an influencer's earnings", { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('an influencer reads their commission, sales by channel and refunds as the merchant does, and gets their CSV', async () => {
    const shop = uniqueName('earnshop');
    const { context, page, problems, account } = await merchantWithShop(browser, 'earner', shop);
    await waitForProducts(context.request);
    const username = uniqueName('cara');
    const password = await createInfluencer(context.request, username, {
      analytics_commission_enabled: true,
      analytics_sales_enabled: true,
      analytics_revenue_enabled: true,
    });
    const withoutCommission = uniqueName('dov');
    const otherPassword = await createInfluencer(context.request, withoutCommission, { analytics_sales_enabled: true });

    // A look of hers, bought through on a phone.
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    const picked = products.filter((p) => p.variant_availability_ratio >= 0.5).slice(0, 2);
    const created = await context.request.post(url('/api/admin/v1/links/create'), {
      headers: { Origin: BASE_URL },
      data: { description: 'Cara picks', inventory_ids: picked.map((p) => p.inventory_id), link_type: 'LOOK', influencer_username: username },
    });
    assert.equal(created.status(), 200, await created.text());
    const look = (await created.json()).data;
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(look.public_url);
    await addToLookCart(shopPage, picked[0].title);
    await shopPage.getByRole('button', { name: 'Checkout' }).click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    await shopPage.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
    await shopPage.getByRole('button', { name: 'Pay now' }).click();
    const confirmed = shopPage.getByRole('heading', { name: /^Order #\d+ confirmed$/ });
    await confirmed.waitFor();
    const number = (await confirmed.innerText()).match(/#(\d+)/)[1];
    await shopper.close();
    // The merchant refunds 5.00 of it in the store.
    const refund = await context.request.post(url(`${sandboxPath(shop)}/admin/orders/${number}/refund`), {
      headers: { Origin: BASE_URL },
      form: { amount: '5.00' },
    });
    assert.ok(refund.status() < 400, `refund answered ${refund.status()}`);
    await eventually(
      async () => {
        const figures = await apiData(context.request, `/api/admin/v1/influencers/${username}/analytics`);
        return figures.sales.links.sales === 1 && figures.total_refunded === '5.00';
      },
      'the sale and its refund are credited to her',
      30_000,
    );

    // The merchant's reading, on her page over the whole time.
    await page.goto(url(`/admin/influencers/preview/${username}`));
    await waitReady(page);
    const merchantPanel = page.locator('[data-influencer-insights]');
    await merchantPanel.locator('[data-insight="commission"]').waitFor();
    await chooseRange(page, 'Last 30 days', 'Lifetime');
    await eventually(async () => (await cardsOf(merchantPanel)).refunded === '$5.00', 'the merchant sees the refund');
    const merchantSees = await cardsOf(merchantPanel);

    // Hers, on her analytics page over the same range.
    const cara = await signedInInfluencer(browser, account.username, username, password);
    const caraPage = await cara.newPage();
    const caraProblems = watchConsole(caraPage);
    await caraPage.goto(url('/admin/analytics'));
    await waitReady(caraPage);
    const earnings = caraPage.locator('[data-earnings]');
    await earnings.getByRole('heading', { name: 'Your earnings' }).waitFor();
    await chooseRange(caraPage, 'This month', 'Lifetime');
    await eventually(async () => (await cardsOf(earnings)).refunded === '$5.00', 'she sees the refund');
    const sheSees = await cardsOf(earnings);
    for (const id of ['commission', 'revenue', 'refunded', 'calculatedRevenue', 'sales', 'sales-links', 'sales-shorts', 'sales-organic']) {
      assert.ok(sheSees[id] !== undefined, `her ${id} card is shown`);
      assert.equal(sheSees[id], merchantSees[id], `${id}: hers and the merchant's agree`);
    }
    assert.equal(sheSees['sales-links'], '1');
    assert.match(await earnings.locator('[data-earnings-lifetime]').innerText(), new RegExp(`Since you started: \\${sheSees.commission} commission on 1 orders`));
    assert.match(await earnings.locator('[data-earnings-rules]').innerText(), /You earn 10% of each order's total, less refunds\./);

    // Her own CSV of the range: one row, its commission the card's.
    const csvHref = await earnings.locator('[data-earnings-csv]').getAttribute('href');
    const csv = await cara.request.get(new URL(csvHref, BASE_URL).toString());
    assert.equal(csv.status(), 200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    assert.equal(lines[0], 'Order,Date,Channel,Link,Total,Refunded,Tax,Revenue,Calculated revenue,Commission %,Commission');
    assert.equal(lines.length, 2, 'one order');
    assert.equal(`$${lines[1].split(',').at(-1)}`, sheSees.commission);
    assert.deepEqual(caraProblems, [], 'no console errors');
    await cara.close();

    // Without the commission permission: no earnings on the page, and the call is refused.
    const dov = await signedInInfluencer(browser, account.username, withoutCommission, otherPassword);
    const dovPage = await dov.newPage();
    await dovPage.goto(url('/admin/analytics'));
    await waitReady(dovPage);
    await dovPage.locator('[data-analytics-page]').waitFor();
    assert.equal(await dovPage.locator('[data-earnings]').count(), 0, 'no earnings panel');
    const refused = await dov.request.get(url('/api/admin/v1/earnings'));
    assert.equal(refused.status(), 403);
    assert.equal((await refused.json()).error.message, 'Your merchant has not shared your commission with you');
    await dov.close();
    assert.deepEqual(problems, [], 'no console errors for the merchant');
  });
});
