/**
 * Browser tests of home (docs/home.md) on a business made through the real flows only, by the
 * demo generator (ui/e2e/demo, docs/demo.md): a merchant with the sandbox store, influencers,
 * looks, shorts and a multilink, shoppers who browse, add to cart and buy (through looks,
 * shorts, the multilink and an influencer's code), and refunds. The test waits until the API
 * counts all of it. Then home shows the to-do list (first open task expanded), the recent
 * instants, shorts and influencers with the figures the API has (a tab loads once and is
 * reused), and the recent orders as the orders call lists them, paid and refunded, one opening
 * to its products; the create buttons open the editors, and a short made from home leads its list. At 390 px
 * nothing scrolls sideways and the shorts tab shows three at most. A new merchant without links
 * gets the empty lists and, on a phone, the "Book an expert" button. Full-page screenshots at
 * 1280 and 390 px go to $SHOPLINKS_SCREENSHOTS_DIR (a temporary folder by default; printed).
 *
 * Uses its own usernames and shop name (several tests share one server).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { demoForTest, waitForFigures } from './demo/index.mjs';
import {
  BASE_URL,
  PHONE,
  SKIP,
  apiData,
  eventually,
  fullPageScreenshot,
  logInThroughForm,
  screenshotsDir,
  seedSession,
  sharedBrowser,
  shownMoney,
  shownMoneyShort,
  shownNumber,
  sidewaysOverflow,
  url,
  waitReady,
  watchConsole,
} from './helpers.mjs';

/** Opens home and waits until it has hydrated. */
async function openHome(page) {
  await page.goto(url('/admin/home'));
  await waitReady(page);
  await page.locator('[data-home-header]').waitFor();
}

/** From home's create button: the editor opens over the list; saves what `fill` entered. */
async function createFromHome(page, which, formSelector, fill) {
  await page.locator(`[data-home-create="${which}"]`).click();
  const form = page.locator(`dialog[open] ${formSelector}`);
  await form.waitFor();
  await fill(form);
  const save = page.locator('[data-save-link]');
  await eventually(() => save.isEnabled(), `the ${which} can be saved`);
  await save.click();
  await form.waitFor({ state: 'detached', timeout: 20_000 });
}

/** Chooses the first `count` products in the open picker and closes it. */
async function pickProducts(page, count) {
  const picker = page.getByRole('dialog', { name: 'Add products' });
  const tiles = picker.locator('[data-product-tile]');
  await tiles.first().waitFor();
  for (let i = 0; i < count; i += 1) await tiles.nth(i).locator('> button').click();
  await picker.getByRole('button', { name: 'Done', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}

/** "1 view" / "12 views", as link items and influencer cards count. */
const counted = (value, one, many) => (value === 1 ? `1 ${one}` : `${shownNumber(value)} ${many}`);

/** The newest links of a kind as home's recent list asks for them (docs/home.md#recent-activity). */
async function recentLinks(request, businessId, type, count) {
  const listed = await request.post(url(`/api/admin/v1/links/${businessId}?q=&count=${count}&skip=0&link_type=${type}`), { headers: { Origin: BASE_URL } });
  assert.equal(listed.status(), 200);
  return (await listed.json()).data.links;
}

/** Checks a compact link card against the list call's `link`: title, views, sales and revenue. */
async function expectLinkCard(card, link) {
  const figures = link.link_analytics;
  assert.equal(await card.locator('h3').innerText(), link.description);
  const views = counted(figures.views, 'view', 'views');
  assert.match(await card.innerText(), new RegExp(`(^|\\s)${views}\\b`), `${link.description} shows ${views}`);
  assert.equal(await card.locator('[data-link-sales]').innerText(), counted(figures.checkouts, 'sale', 'sales'));
  assert.equal(await card.locator('[data-link-revenue]').innerText(), `${shownMoneyShort(figures.revenue, figures.currency)} revenue`);
}

/** The preview an order row's source leads to (ui/src/features/home/orderSource.ts). */
function sourcePreview(details) {
  const list = { LOOK: 'links', SHORT: 'shorts', MULTILINK: 'multilinks' }[details.link_type];
  return `/admin/${list}/preview/${details.link_id}`;
}

const STATUS = { paid: 'Paid', refunded: 'Refunded', 'partially refunded': 'Partially refunded' };

describe('home', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  /** What the demo business's test shares, made in `before`. */
  const the = {};

  before(async () => {
    the.dir = await screenshotsDir('shoplinks-home-');
    console.log(`# home screenshots in ${the.dir}`);
    const { business, report } = await demoForTest('homer', { visits: 16, orders: 4 });
    the.business = business;
    // Clicks are imported in batches and orders arrive by webhook: while the API catches up with
    // all of it, the merchant signs in through the login page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    the.merchant = { context, page, problems: watchConsole(page) };
    const [figures] = await Promise.all([waitForFigures(the.business, report), logInThroughForm(page, the.business.merchant)]);
    the.overview = figures.overview;
  });

  it('shows the to-do list, the recent links, influencers and orders of the demo business as the API has them', async () => {
    const { dir } = the;
    const { merchant } = the.business;
    const { context, page, problems } = the.merchant;
    // Home again, now that the figures are in.
    await openHome(page);

    // The header, and the to-do list with its first task open: the demo sets none of them.
    await page.getByRole('heading', { level: 1, name: `@${merchant.username}` }).waitFor();
    const todo = page.locator('[data-home-todo]');
    await todo.getByText('0 of 5 done').waitFor();
    assert.equal(await todo.getByRole('button', { name: 'Add your logo' }).getAttribute('aria-expanded'), 'true');
    assert.equal(await todo.getByRole('button', { name: 'Customize your theme' }).getAttribute('aria-expanded'), 'false');
    await todo.getByText('Your logo heads your instant store pages').waitFor();
    const toAppearance = todo.locator('#home-todo-logo').getByRole('link', { name: 'Open Appearance' });
    assert.ok(await toAppearance.isVisible(), 'the task leads to the page that sets it');
    assert.equal(await toAppearance.getAttribute('href'), '/admin/appearance');
    assert.equal(await todo.locator('#home-todo-theme').isVisible(), false, 'the other tasks stay closed');
    assert.equal(await page.locator('[data-home-trial-alert]').count(), 0, 'no alert early in the trial');
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Instants', 'Shorts', 'Influencers']);

    // Instants: the four newest looks, newest first, each with the figures the list call has.
    const looks = await recentLinks(context.request, merchant.businessId, 'LOOK', 4);
    assert.ok(looks.some((l) => l.link_analytics.checkouts > 0), 'a recent look has sales');
    const instants = page.locator('[data-home-tab="instants"] [data-link-item]');
    await instants.first().waitFor();
    assert.deepEqual(await instants.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-link-item'))), looks.map((l) => l.link_id));
    for (const look of looks) {
      const lookCard = page.locator(`[data-home-tab="instants"] [data-link-item="${look.link_id}"]`);
      await expectLinkCard(lookCard, look);
      assert.equal(await lookCard.getByRole('link', { name: look.description }).getAttribute('href'), `/admin/links/preview/${look.link_id}`);
    }

    // Shorts, loaded when the tab first opens and kept when it opens again; influencers.
    const listCalls = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/v1\/links\/[^/]+\?/.test(request.url())) listCalls.push(new URL(request.url()).searchParams.get('link_type'));
    });
    const shorts = await recentLinks(context.request, merchant.businessId, 'SHORT', 6);
    await page.getByRole('tab', { name: 'Shorts' }).click();
    for (const short of shorts) {
      const shortCard = page.locator(`[data-home-tab="shorts"] [data-link-item="${short.link_id}"]`);
      await shortCard.waitFor();
      await expectLinkCard(shortCard, short);
    }
    await page.getByRole('tab', { name: 'Instants' }).click();
    await instants.first().waitFor();
    await page.getByRole('tab', { name: 'Shorts' }).click();
    await page.locator('[data-home-tab="shorts"] [data-link-item]').first().waitFor();

    await page.getByRole('tab', { name: 'Influencers' }).click();
    const { influencers } = await apiData(context.request, '/api/admin/v1/influencers');
    const rows = new Map(the.overview.influencers_insights.map((row) => [row.username, row]));
    assert.ok(influencers.length > 0, 'the demo has influencers');
    for (const influencer of influencers.slice(0, 4)) {
      const row = rows.get(influencer.username);
      const personCard = page.locator(`[data-home-influencer="${influencer.username}"]`);
      await personCard.waitFor();
      assert.equal(await personCard.locator('[data-influencer-clicks]').innerText(), counted(row.links_clicks + row.shorts_clicks, 'click', 'clicks'));
      assert.equal(await personCard.locator('[data-influencer-sales]').innerText(), counted(row.sales_links + row.sales_shorts + row.sales_organic, 'sale', 'sales'));
    }
    assert.deepEqual(listCalls.filter((type) => type === 'LOOK'), [], 'the instants tab reuses its list');
    assert.ok(listCalls.filter((type) => type === 'SHORT').length <= 1, `the shorts list is asked at most once (${listCalls})`);
    await page.getByRole('tab', { name: 'Instants' }).click();

    // Recent orders: every order as the orders call lists them, paid and refunded ones, the
    // influencer's code alone among the sources; the first opens to its products.
    const orders = (await apiData(context.request, '/api/admin/v1/orders?count=20&skip=0')).orders;
    assert.ok(orders.length > 1, 'several orders');
    for (const status of ['paid', 'refunded', 'partially refunded']) assert.ok(orders.some((o) => o.order_status === status), `an order is ${status}`);
    const orderRows = page.locator('[data-home-order]');
    await orderRows.first().waitFor();
    assert.deepEqual(await orderRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-home-order'))), orders.map((o) => o.order_id));
    for (const order of orders) {
      const row = page.locator(`[data-home-order="${order.order_id}"]`);
      const text = await row.innerText();
      const source = order.link_details ? order.link_details.description : "With an influencer's code";
      const products = order.products_count === 1 ? '1 product' : `${order.products_count} products`;
      for (const part of [order.name, source, STATUS[order.order_status], products, shownMoney(order.total_price, order.currency)]) {
        assert.ok(text.includes(part), `the row of ${order.name} shows ${part}: ${text}`);
      }
      if (order.link_details) assert.equal(await row.locator('[data-order-source] a').getAttribute('href'), sourcePreview(order.link_details));
      else assert.equal(await row.locator('[data-order-source]').getAttribute('data-order-source'), 'influencer');
    }
    const first = page.locator(`[data-home-order="${orders[0].order_id}"]`);
    const { items } = await apiData(context.request, `/api/admin/v1/orders/${orders[0].order_id}/details`);
    await first.getByRole('button', { name: 'Show the items' }).click();
    const shownItems = first.locator('[data-order-items]');
    await shownItems.waitFor();
    for (const item of items) {
      await shownItems.getByText(item.title).first().waitFor();
      await shownItems.getByText(`Qty ${item.quantity}`).first().waitFor();
    }
    assert.equal(await first.getByRole('button', { name: 'Show the items' }).getAttribute('aria-expanded'), 'true');

    await fullPageScreenshot(page, path.join(dir, 'home-1280.png'));

    // Home's create buttons open the editors over their lists. The look editor is only opened
    // (links.test.mjs saves looks); a short made from home leads the shorts when home opens again,
    // as home fetches its lists afresh.
    await page.locator('[data-home-create="instant"]').click();
    await page.waitForURL(/\/admin\/links\?create=1$/);
    await page.locator('dialog[open] [data-link-form]').waitFor();
    await openHome(page);
    await createFromHome(page, 'short', '[data-short-form]', async (form) => {
      await form.getByRole('button', { name: 'Choose product' }).click();
      await pickProducts(page, 1);
      await form.locator('input[name=title]').fill('Home short');
    });
    assert.match(page.url(), /\/admin\/shorts(\?|$)/, 'the short editor opened over the shorts list');
    await openHome(page);
    const [short] = await recentLinks(context.request, merchant.businessId, 'SHORT', 1);
    assert.equal(short.description, 'Home short');
    await page.getByRole('tab', { name: 'Shorts' }).click();
    const newest = page.locator('[data-home-tab="shorts"] [data-link-item]').first();
    await eventually(async () => (await newest.getAttribute('data-link-item')) === short.link_id, 'the new short comes first');
    assert.match(await newest.innerText(), /(^|\s)0 views\b/);

    // On a phone: nothing sideways, three shorts at most, and no expert for a merchant with
    // this many links.
    const phone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });
    const phonePage = await phone.newPage();
    const phoneProblems = watchConsole(phonePage);
    await openHome(phonePage);
    await phonePage.locator(`[data-link-item="${looks[0].link_id}"]`).waitFor();
    await phonePage.locator('[data-home-order]').first().waitFor();
    assert.equal(await phonePage.locator('[data-book-expert]').count(), 0, 'no expert for a merchant with three links or more');
    assert.deepEqual(await sidewaysOverflow(phonePage), [], 'nothing scrolls sideways at 390 px');
    await fullPageScreenshot(phonePage, path.join(dir, 'home-390.png'));
    await phonePage.getByRole('tab', { name: 'Shorts' }).tap();
    await phonePage.locator(`[data-link-item="${short.link_id}"]`).waitFor();
    const shortCards = phonePage.locator('[data-home-tab="shorts"] [data-link-item]');
    assert.ok((await shortCards.count()) > 3, 'more than three shorts are loaded');
    assert.equal(await shortCards.evaluateAll((cards) => cards.filter((c) => c.getClientRects().length > 0).length), 3, 'a phone shows three');
    assert.deepEqual(await sidewaysOverflow(phonePage), [], 'nothing scrolls sideways on the shorts tab');
    assert.deepEqual(phoneProblems, [], 'no console errors or warnings on the phone');
    await phone.close();

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('gives a new merchant the empty lists and, on a phone, an expert to book', async () => {
    const phone = await browser.newContext(PHONE);
    await seedSession(phone, { role: 'admin' }); // free plan, early in the trial, a store connected
    const page = await phone.newPage();
    const problems = watchConsole(page);
    await openHome(page);
    await page.locator('[data-home-empty="instants"]').getByText('No instant links yet.').waitFor();
    await page.locator('[data-home-orders-empty]').waitFor();
    assert.equal(await page.locator('[data-home-trial-alert]').count(), 0, 'no alert early in the trial');
    await page.getByRole('tab', { name: 'Influencers' }).tap();
    await page.locator('[data-home-empty="influencers"]').getByText('No influencers yet.').waitFor();

    // Fewer than three links on the free plan: the expert, leading to the booking page.
    const expert = page.locator('[data-book-expert]');
    await expert.waitFor();
    const { config } = (await (await phone.request.get(url('/admin/home'), { headers: { Accept: 'application/json' } })).json()).data;
    assert.equal(await expert.getAttribute('href'), config.bookExpertUrl);
    assert.equal(await expert.getAttribute('target'), '_blank');
    assert.deepEqual(await sidewaysOverflow(page), [], 'nothing scrolls sideways at 390 px');
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await phone.close();
  });
});
