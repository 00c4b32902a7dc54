/**
 * Browser tests of the trends page (docs/trends.md#the-page), with figures made through the real
 * flows only: a merchant with the sandbox store makes a look of two products, a look of one and a
 * look of four more; shoppers buy the pair through the first look's checkout three times and the
 * single product once, and look at the third. Orders arrive by webhook and clicks are imported in
 * batches, so the test waits until the combinations call has the pair. Then the merchant's page
 * lists the top products and the combination, See all / Hide opens and closes a section, the
 * change-product picker takes exactly one product and shows what sells with it, and the quick
 * link opens the link editor with the products, ready to save. At 390 px nothing scrolls
 * sideways (in English and Hebrew). An influencer is told trends are the merchant's, and the
 * merchant, moved to the Starter plan through the billing flow, gets the "upgrade to get access"
 * dialog and no trends call. Screenshots at 1280 and 390 px go to $SHOPLINKS_SCREENSHOTS_DIR (a
 * temporary folder by default; printed).
 *
 * Uses its own usernames and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  addToLookCart,
  apiData,
  eventually,
  fullPageScreenshot,
  merchantWithShop,
  sandboxVariantStock,
  screenshotsDir,
  seedSession,
  sessionUser,
  sharedBrowser,
  sidewaysOverflow,
  startPaidPlan,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const TRENDS = '/api/admin/v1/products/trends';

/** Orders of the pair in `before`. */
const PAIR_ORDERS = 3;

const section = (page, id) => page.locator(`[data-trends-section="${id}"]`);

/** The clipping box of a section's list: its height is what the section shows. */
const listBox = (page, id) => section(page, id).locator('[data-expanded]');

async function createLook(request, description, products) {
  const response = await request.post(url('/api/admin/v1/links/create'), {
    data: { description, inventory_ids: products.map((p) => p.inventory_id), link_type: 'LOOK' },
    headers: { Origin: BASE_URL },
  });
  assert.equal(response.status(), 200, `creating ${description} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data;
}

/** A new shopper on a phone buys `products` through the look's cart and checkout. */
async function buyThrough(browser, look, products) {
  const shopper = await browser.newContext(PHONE);
  const page = await shopper.newPage();
  await page.goto(look.public_url);
  for (const product of products) await addToLookCart(page, product.title);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkouts\/[^/]+$/);
  await page.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
  await shopper.close();
}

describe('the trends page', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  /** What the tests share, made once in `before`. */
  const the = {};

  before(async () => {
    the.dir = await screenshotsDir('shoplinks-trends-');
    console.log(`# trends screenshots in ${the.dir}`);
    the.merchant = await merchantWithShop(browser, 'trender', uniqueName('trendshop'));
    const request = the.merchant.context.request;
    // The merchant's own page for these tests, its console watched from here on.
    the.page = await the.merchant.context.newPage();
    the.problems = watchConsole(the.page);
    await the.merchant.page.close();
    await waitForProducts(request);
    const { products } = await apiData(request, '/api/admin/v1/products/search?count=50&product_status=active&include_out_of_stock=false');
    const inStock = products.filter((p) => p.variant_availability_ratio >= 0.75);
    assert.ok(inStock.length >= 7, `seven products in stock (${inStock.length})`);
    // Each order of the pair buys the variant its card opens on, the first in stock. The store
    // makes some variants with a unit or two, which would sell out between the orders: the card
    // may then still open on it while the stock change is on its way, and Add to cart answers
    // "sold out". So the pair is two products each of whose variants in stock has units for every
    // order and some to spare.
    const pair = [];
    for (const product of inStock) {
      if (pair.length === 2) break;
      const stock = (await sandboxVariantStock(product)).filter((units) => units > 0);
      if (stock.every((units) => units >= PAIR_ORDERS + 2)) pair.push(product);
    }
    assert.equal(pair.length, 2, `two products with ${PAIR_ORDERS + 2} units of each variant in stock`);
    const [a, b] = pair;
    const [c, ...more] = inStock.filter((p) => !pair.includes(p));
    the.pair = [a, b];
    the.single = c;

    const pairLook = await createLook(request, 'Trends pair', [a, b]);
    const singleLook = await createLook(request, 'Trends single', [c]);
    const browsingLook = await createLook(request, 'Trends browsing', more.slice(0, 4));
    // Three orders of the pair and one of the third product: the pair is in 3 of 4 orders, more
    // often than its products' own shares would give (a lift above 1), so it is a combination.
    for (let i = 0; i < PAIR_ORDERS; i += 1) await buyThrough(browser, pairLook, the.pair);
    await buyThrough(browser, singleLook, [c]);
    // A look at four more products, so the top list is longer than one row.
    const visitor = await browser.newContext(PHONE);
    const visit = await visitor.newPage();
    await visit.goto(browsingLook.public_url);
    await visit.locator('article').first().waitFor();
    await visitor.close();

    const pairIds = the.pair.map((p) => p.inventory_id).sort().join(',');
    await eventually(
      async () => {
        const top = await apiData(request, `${TRENDS}/top-performing`);
        const combinations = await apiData(request, `${TRENDS}/top-combinations`);
        the.top = top.products;
        the.combinations = combinations;
        the.pairIndex = combinations.top_combinations.findIndex((ids) => [...ids].sort().join(',') === pairIds);
        return the.pairIndex >= 0 && the.top.length >= 7;
      },
      'the orders and the views reach the trends',
      90_000,
    );
  });

  it('lists the top products and the combination, opens and closes a section, and picks one product for its complements', async () => {
    const { page, problems } = the;
    const [a, b] = the.pair;
    // From the sidebar, as a merchant would (a client navigation), here from the links page.
    await page.goto(url('/admin/links'));
    await waitReady(page);
    await page.getByRole('link', { name: 'Trends' }).first().click();
    await page.waitForURL(/\/admin\/trends$/);
    await page.getByRole('heading', { level: 1, name: 'Trends' }).waitFor();

    // Top products, best first, with their score and availability.
    const top = section(page, 'topProducts');
    await top.locator('[data-trend-product]').first().waitFor();
    assert.deepEqual(
      await top.locator('[data-trend-product]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-trend-product'))),
      the.top.map((p) => p.id),
    );
    const best = top.locator(`[data-trend-product="${the.top[0].id}"]`);
    assert.equal(await best.locator('[data-selling-score]').innerText(), `Selling score ${the.top[0].selling_score}`);
    assert.equal(the.top[0].selling_score, 100, 'the best product scores 100');
    assert.match(await best.locator('[data-availability]').innerText(), /^\d+% available$/);
    assert.equal(await best.getByRole('link', { name: new RegExp(`^${the.top[0].title}`) }).getAttribute('href'), the.top[0].url);

    // See all / Hide: collapsed to 115 px, then every card, then 115 px again.
    const box = listBox(page, 'topProducts');
    assert.equal(Math.round((await box.boundingBox()).height), 115, 'top products collapse to 115 px');
    const seeAll = top.getByRole('button', { name: 'See all' });
    assert.equal(await seeAll.getAttribute('aria-expanded'), 'false');
    await seeAll.click();
    const hide = top.getByRole('button', { name: 'Hide' });
    assert.equal(await hide.getAttribute('aria-expanded'), 'true');
    await eventually(async () => (await box.boundingBox()).height > 200, 'See all shows every row');
    const last = await top.locator('[data-trend-product]').last().boundingBox();
    const opened = await box.boundingBox();
    assert.ok(last.y + last.height <= opened.y + opened.height + 1, 'the last card is inside the open section');
    await hide.click();
    await eventually(async () => Math.round((await box.boundingBox()).height) === 115, 'Hide collapses it again');

    // The pair as a combination: both pictures and titles, and how it sells in plain words.
    const stats = the.combinations.statistics[the.pairIndex];
    const ids = the.combinations.top_combinations[the.pairIndex];
    const combination = section(page, 'combinations').locator(`[data-combination="${ids.join(',')}"]`);
    await combination.waitFor();
    const text = await combination.innerText();
    assert.match(text, new RegExp(`Bought together in ${Math.round(stats.support * 100)}% of orders`));
    assert.match(text, new RegExp(`${Math.round(stats.lift * 10) / 10}× more often than chance`));
    assert.equal(Math.round(stats.support * 100), 75, 'the pair is in 3 of 4 orders');
    for (const product of the.pair) assert.ok(text.includes(product.title), `${product.title} is in the combination`);
    assert.equal(await combination.locator('img').count(), 2, 'the pictures side by side');

    // Complementary products start from one of the first 3 top products.
    const complementary = section(page, 'complementary');
    const bar = complementary.locator('[data-chosen-product]');
    await eventually(async () => Boolean(await bar.getAttribute('data-chosen-product')), 'a product is chosen');
    const first = await bar.getAttribute('data-chosen-product');
    assert.ok(the.top.slice(0, 3).some((p) => p.id === first), `the first pick ${first} is among the first 3 top products`);

    // Change product: the link editor's picker, one product at a time.
    await complementary.getByRole('button', { name: 'Change product' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a product' });
    await picker.getByLabel('Search').fill(b.title);
    await picker.locator(`[data-product-tile="${b.inventory_id}"]`).waitFor();
    await picker.getByLabel('Search').fill(a.title);
    const tile = picker.locator(`[data-product-tile="${a.inventory_id}"]`);
    await tile.locator('> button').click();
    await picker.getByText('1 selected').waitFor();
    await picker.getByRole('button', { name: 'Done', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await eventually(async () => (await bar.getAttribute('data-chosen-product')) === a.inventory_id, 'the chosen product is the picked one');
    await complementary.getByText(`What sells with ${a.title}`).waitFor();
    const complement = complementary.locator(`[data-trend-product="${b.inventory_id}"]`);
    await complement.waitFor();
    const own = await apiData(page.context().request, `${TRENDS}/complementary/${encodeURIComponent(a.inventory_id)}`);
    assert.equal(own.products[0].product.id, b.inventory_id, 'the pair partner complements best');
    assert.match(await complement.locator('[data-combination-score]').innerText(), /^Combination score [\d.]+$/);
    assert.equal(
      await complement.locator('[data-quick-link]').getAttribute('data-quick-link'),
      `${a.inventory_id},${b.inventory_id}`,
      "a complement's quick link holds the pair",
    );

    await fullPageScreenshot(page, path.join(the.dir, 'trends-1280.png'));

    // The combination's quick link: the link editor, creating a link with both products.
    await combination.getByRole('link', { name: /^Create link: / }).click();
    await page.waitForURL(/\/admin\/links$/);
    const form = page.locator('dialog[open] [data-link-form]');
    await form.waitFor();
    for (const product of the.pair) await form.getByRole('button', { name: `Remove ${product.title}` }).waitFor();
    assert.equal(await form.getByRole('button', { name: /^Remove / }).count(), 2, 'exactly the two products');
    const save = page.locator('[data-save-link]');
    await eventually(() => save.isEnabled(), 'the prefilled link can be saved');
    await page.screenshot({ path: path.join(the.dir, 'trends-quick-link-1280.png') });
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/v1/links/create');
    await save.click();
    const created = (await (await saved).json()).data;
    assert.equal(created.link_type, 'LOOK');
    assert.deepEqual(created.products.map((p) => p.inventory_id).sort(), the.pair.map((p) => p.inventory_id).sort());
    await page.locator('dialog[open] [data-link-form]').waitFor({ state: 'detached' });

    assert.deepEqual(problems, [], 'no console errors or warnings');
  });

  it('at 390 px nothing scrolls sideways, in English and Hebrew, and See all opens the one-column list', async () => {
    for (const lang of ['en', 'he']) {
      const context = await browser.newContext({ ...PHONE, storageState: await the.merchant.context.storageState() });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(url(`/admin/trends?lang=${lang}`));
      await waitReady(page);
      await section(page, 'topProducts').locator('[data-trend-product]').first().waitFor();
      await section(page, 'combinations').locator('[data-combination]').first().waitFor();
      await section(page, 'complementary').locator('[data-trend-product], [data-trends-empty]').first().waitFor();
      assert.deepEqual(await sidewaysOverflow(page), [], `nothing is wider than the phone (${lang})`);
      const right = await page.locator('[data-trends-section] [data-quick-link]').evaluateAll((links) =>
        Math.max(...links.map((link) => link.getBoundingClientRect().right)),
      );
      assert.ok(right <= PHONE.viewport.width, `the quick links are on screen (${right})`);
      assert.equal(Math.round((await listBox(page, 'combinations').boundingBox()).height) <= 147, true, 'combinations collapse to 147 px');
      await page.screenshot({ path: path.join(the.dir, `trends-390-${lang}.png`), fullPage: true });
      if (lang === 'en') {
        await section(page, 'topProducts').getByRole('button', { name: 'See all' }).tap();
        await section(page, 'topProducts').getByRole('button', { name: 'Hide' }).waitFor();
        assert.deepEqual(await sidewaysOverflow(page), [], 'nothing is wider than the phone with the list open');
        await fullPageScreenshot(page, path.join(the.dir, 'trends-390-see-all.png'));
      }
      assert.deepEqual(problems, [], 'no console errors or warnings');
      await context.close();
    }
  });

  it('tells an influencer that trends are for the merchant', async () => {
    const context = await browser.newContext();
    await seedSession(context, { role: 'influencer', plan: 'PRO', freeTrialDaysLeft: 0 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/trends'));
    await waitReady(page);
    await page.locator('[data-trends-merchant-only]').waitFor();
    assert.equal(await page.locator('[data-trends-section]').count(), 0);
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('moved to a plan without business features, the merchant gets the upgrade dialog and no trends call', async () => {
    const { page, problems } = the;
    const { context } = the.merchant;
    // Starter through the billing flow: the sandbox store's confirmation page.
    await startPaidPlan(page, 'STARTER');
    const user = await sessionUser(context);
    assert.equal(user.subscriptionPlan, 'STARTER');
    assert.equal(user.planLimits.businessFeatures, false);

    const trendCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(TRENDS)) trendCalls.push(request.url());
    });
    await page.goto(url('/admin/trends'));
    await waitReady(page);
    const dialog = page.getByRole('dialog', { name: 'Upgrade to get access' });
    await dialog.waitFor();
    await page.screenshot({ path: path.join(the.dir, 'trends-upgrade-1280.png') });
    assert.equal(await page.locator('[data-trends-section]').count(), 0, 'no trends behind the dialog');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(trendCalls, [], 'no trends call');
    const response = await context.request.get(url(`${TRENDS}/top-performing`));
    assert.equal(response.status(), 403, 'the server refuses them too');

    await dialog.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL(/\/pricing-plans$/);
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
