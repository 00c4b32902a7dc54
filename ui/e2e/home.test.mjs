/**
 * Browser tests of home (docs/home.md) with figures made through the real flows only: a merchant
 * with the sandbox store creates a look and a short from home's create buttons; a shopper on a
 * phone (a fresh browser context) opens the look and buys through its checkout, then opens the
 * short. Clicks are imported in batches and the order arrives by webhook, so the test waits until
 * the API has them and reloads home until it shows them. Then home shows the to-do list (first
 * open task expanded), the recent instants and shorts with their figures (a tab loads once and is
 * reused), and the order in recent orders, which opens to its products. At 390 px nothing scrolls
 * sideways, the shorts tab shows three at most and a free merchant with two links is offered an
 * expert. Full-page screenshots at 1280 and 390 px go to $SHOPLINKS_SCREENSHOTS_DIR (a temporary
 * folder by default; printed).
 *
 * Uses its own usernames and shop name (several tests share one server).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  addToLookCart,
  apiData,
  eventually,
  merchantWithShop,
  screenshotsDir,
  sharedBrowser,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

/** Opens home and waits until it has hydrated. */
async function openHome(page) {
  await page.goto(url('/admin/home'));
  await waitReady(page);
  await page.locator('[data-home-header]').waitFor();
}

/** Reloads home until `check` passes: figures reach the lists a little after the API has them. */
async function homeUntil(page, check, message) {
  await eventually(
    async () => {
      await openHome(page);
      return check();
    },
    message,
    30_000,
  );
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

describe('home', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('shows the to-do list, the recent links with their figures and the order they brought', async () => {
    const dir = await screenshotsDir('shoplinks-home-');
    console.log(`# home screenshots in ${dir}`);
    const { context, page, problems, account } = await merchantWithShop(browser, 'homer', uniqueName('homeshop'));
    await waitForProducts(context.request);

    // A new merchant: their handle, the to-do list with its first task open, nothing yet.
    await openHome(page);
    await page.getByRole('heading', { level: 1, name: `@${account.username}` }).waitFor();
    const todo = page.locator('[data-home-todo]');
    await todo.getByText('0 of 5 done').waitFor();
    assert.equal(await todo.getByRole('button', { name: 'Add your logo' }).getAttribute('aria-expanded'), 'true');
    assert.equal(await todo.getByRole('button', { name: 'Customize your theme' }).getAttribute('aria-expanded'), 'false');
    await todo.getByText('Your logo heads your instant store pages').waitFor();
    assert.ok(await todo.locator('#home-todo-logo').getByText(/Appearance page, which is coming soon/).isVisible(), 'the task says where it will be set');
    assert.equal(await todo.locator('#home-todo-theme').isVisible(), false, 'the other tasks stay closed');
    await page.locator('[data-home-empty="instants"]').getByText('No instant links yet.').waitFor();
    await page.locator('[data-home-orders-empty]').waitFor();
    assert.equal(await page.locator('[data-home-trial-alert]').count(), 0, 'no alert early in the trial');
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Instants', 'Shorts', 'Influencers']);

    // A look with three products and a short to one product, from home's buttons.
    await createFromHome(page, 'instant', '[data-link-form]', async (form) => {
      await form.locator('input[name=title]').fill('Home look');
      await page.getByRole('button', { name: 'Add products' }).click();
      await pickProducts(page, 3);
    });
    await page.locator('[data-toast]').getByText('Link created').waitFor();
    await openHome(page);
    await createFromHome(page, 'short', '[data-short-form]', async (form) => {
      await form.getByRole('button', { name: 'Choose product' }).click();
      await pickProducts(page, 1);
      await form.locator('input[name=title]').fill('Home short');
    });
    const look = await newestLink(context.request, 'LOOK');
    const short = await newestLink(context.request, 'SHORT');
    assert.equal(look.description, 'Home look');
    assert.equal(short.description, 'Home short');

    // A shopper on a phone buys through the look, then opens the short.
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(look.public_url);
    const inStock = look.products.find((p) => p.variant_availability_ratio > 0);
    assert.ok(inStock, 'the look has a product in stock');
    await addToLookCart(shopPage, inStock.title);
    await shopPage.getByRole('button', { name: 'Checkout' }).click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    await shopPage.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
    await shopPage.getByRole('button', { name: 'Pay now' }).click();
    const confirmed = await shopPage.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).innerText();
    const orderName = /#\d+/.exec(confirmed)[0];
    await shopPage.goto(short.public_url);
    await shopPage.waitForURL(/\/products\//);
    await shopper.close();

    // The importer stores clicks in batches and the order arrives by webhook: wait for both.
    await eventually(
      async () => {
        const [lookFigures, shortFigures] = await Promise.all([
          apiData(context.request, `/api/admin/v1/links/${look.link_id}/analytics`),
          apiData(context.request, `/api/admin/v1/links/${short.link_id}/analytics`),
        ]);
        return lookFigures.views >= 1 && lookFigures.checkouts === 1 && shortFigures.views >= 1;
      },
      'the look view, the order and the short view reach the API',
      60_000,
    );
    const lookFigures = await apiData(context.request, `/api/admin/v1/links/${look.link_id}/analytics`);
    const revenue = `$${Number(lookFigures.revenue).toFixed(2)}`;

    // Home: the look's card with its view, sale and revenue...
    const lookCard = page.locator(`[data-home-tab="instants"] [data-link-item="${look.link_id}"]`);
    await homeUntil(page, async () => (await lookCard.locator('[data-link-sales]').innerText().catch(() => '')) === '1 sale', 'the sale reaches the look card');
    assert.equal(await lookCard.locator('h3').innerText(), 'Home look');
    const lookMeta = await lookCard.innerText();
    assert.match(lookMeta, new RegExp(`\\b${lookFigures.views === 1 ? '1 view' : `${lookFigures.views} views`}\\b`));
    assert.ok(lookMeta.includes(`${revenue} revenue`), `the card shows ${revenue} revenue: ${lookMeta}`);
    assert.equal(await lookCard.getByRole('link', { name: 'Home look' }).getAttribute('href'), `/admin/links/preview/${look.link_id}`);

    // ...the short's card, loaded when its tab first opens and kept when it opens again...
    const listCalls = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/v1\/links\/[^/]+\?/.test(request.url())) listCalls.push(new URL(request.url()).searchParams.get('link_type'));
    });
    const shortCard = page.locator(`[data-home-tab="shorts"] [data-link-item="${short.link_id}"]`);
    await page.getByRole('tab', { name: 'Shorts' }).click();
    await shortCard.waitFor();
    assert.equal(await shortCard.locator('h3').innerText(), 'Home short');
    assert.match(await shortCard.innerText(), /\b\d+ views?\b/);
    await page.getByRole('tab', { name: 'Instants' }).click();
    await lookCard.waitFor();
    await page.getByRole('tab', { name: 'Shorts' }).click();
    await shortCard.waitFor();
    await page.getByRole('tab', { name: 'Influencers' }).click();
    await page.locator('[data-home-empty="influencers"]').getByText('No influencers yet.').waitFor();
    assert.deepEqual(listCalls.filter((type) => type === 'LOOK'), [], 'the instants tab reuses its list');
    assert.ok(listCalls.filter((type) => type === 'SHORT').length <= 1, `the shorts list is asked at most once (${listCalls})`);
    await page.getByRole('tab', { name: 'Instants' }).click();

    // ...and the order, through the look, paid, which opens to its products.
    const order = page.locator('[data-home-order]').first();
    await homeUntil(page, async () => (await order.count()) > 0, 'the order reaches recent orders');
    const row = await order.innerText();
    for (const part of [orderName, 'Home look', 'Paid', revenue]) assert.ok(row.includes(part), `the row shows ${part}: ${row}`);
    assert.equal(await order.locator('[data-order-source] a').getAttribute('href'), `/admin/links/preview/${look.link_id}`);
    await order.getByRole('button', { name: 'Show the items' }).click();
    const items = order.locator('[data-order-items]');
    await items.waitFor();
    await items.getByText(inStock.title).first().waitFor();
    await items.getByText('Qty 1').first().waitFor();
    assert.equal(await order.getByRole('button', { name: 'Show the items' }).getAttribute('aria-expanded'), 'true');

    await page.screenshot({ path: path.join(dir, 'home-1280.png'), fullPage: true });

    // On a phone: nothing sideways, three shorts at most, and the expert for a free merchant with
    // two links, leading to the booking page.
    const phone = await browser.newContext({ ...PHONE, storageState: await context.storageState() });
    const phonePage = await phone.newPage();
    const phoneProblems = watchConsole(phonePage);
    await openHome(phonePage);
    await phonePage.locator(`[data-link-item="${look.link_id}"]`).waitFor();
    await phonePage.locator('[data-home-order]').first().waitFor();
    const expert = phonePage.locator('[data-book-expert]');
    await expert.waitFor();
    const { config } = (await (await phone.request.get(url('/admin/home'), { headers: { Accept: 'application/json' } })).json()).data;
    assert.equal(await expert.getAttribute('href'), config.bookExpertUrl);
    assert.equal(await expert.getAttribute('target'), '_blank');
    assert.deepEqual(await sidewaysOverflow(phonePage), [], 'nothing scrolls sideways at 390 px');
    await phonePage.screenshot({ path: path.join(dir, 'home-390.png'), fullPage: true });
    await phonePage.getByRole('tab', { name: 'Shorts' }).tap();
    await phonePage.locator(`[data-link-item="${short.link_id}"]`).waitFor();
    assert.deepEqual(await sidewaysOverflow(phonePage), [], 'nothing scrolls sideways on the shorts tab');
    assert.deepEqual(phoneProblems, [], 'no console errors or warnings on the phone');
    await phone.close();

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});

/** The newest look or short of the signed-in merchant, as `GET /api/admin/v1/links/{id}` answers it. */
async function newestLink(request, type) {
  const verified = await request.post(url('/api/auth/verify'), { headers: { Origin: BASE_URL } });
  assert.equal(verified.status(), 200);
  const { businessId } = (await verified.json()).data.user;
  const listed = await request.post(url(`/api/admin/v1/links/${businessId}?count=1&skip=0&link_type=${type}`), { headers: { Origin: BASE_URL } });
  assert.equal(listed.status(), 200);
  const [link] = (await listed.json()).data.links;
  assert.ok(link, `a ${type} was created`);
  return apiData(request, `/api/admin/v1/links/${link.link_id}`);
}
