/**
 * Browser tests of the analytics page (docs/analytics.md#analytics-page), with figures made
 * through the real flows only: a merchant with the sandbox store creates an influencer, a look
 * for that influencer and a short of their own; a shopper on a phone opens the look and buys
 * through its checkout, and opens the short. Clicks are imported in batches, so the test waits
 * until the overview call has them. Then the merchant's page shows the same numbers in its cards
 * and table, its tabs switch channels, the last 24 hours hide the charts, lifetime is fetched
 * once and then reused, and the influencer filter chooses rows; the influencer sees their own
 * attributed figures without the table; at 390 px nothing scrolls sideways and the date range
 * opens as a bottom drawer; a business without a store is sent home. Full-page screenshots at
 * 1280 and 390 px go to $SHOPLINKS_SCREENSHOTS_DIR (a temporary folder by default; printed).
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
  merchantWithShop,
  pngImage,
  screenshotsDir,
  seedSession,
  sharedBrowser,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const OVERVIEW = '/api/admin/v1/insights/overview';

/** "12.5" → "$12.50", as a card shows an amount under 1000 in USD. */
const dollars = (amount) => `$${Number(amount).toFixed(2)}`;

/** A card's value on the visible tab. */
const card = (page, channel, id) => page.locator(`[data-channel="${channel}"] [data-figure="${id}"] dd`);

/** Opens the selector (its trigger names the current range), picks `next` and applies it. */
async function chooseRange(page, current, next) {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('option', { name: next, exact: true }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('dialog', { name: 'Choose a date range' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: next, exact: true }).waitFor();
}

async function create(request, apiPath, body) {
  const response = await request.post(url(apiPath), { data: body, headers: { Origin: BASE_URL } });
  assert.equal(response.status(), 200, `POST ${apiPath} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()).data;
}

describe('the analytics page', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  /** What the tests share, made once in `before`. */
  const the = {};

  before(async () => {
    the.dir = await screenshotsDir('shoplinks-analytics-');
    console.log(`# analytics screenshots in ${the.dir}`);
    const merchant = await merchantWithShop(browser, 'analyst', uniqueName('anashop'));
    the.merchant = merchant;
    const request = merchant.context.request;
    await waitForProducts(request);
    const { products } = await apiData(request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    const inStock = products.filter((p) => p.variant_availability_ratio >= 0.5);
    assert.ok(inStock.length >= 2, 'two products in stock');

    // An influencer with a picture and 10 % commission who may see clicks, sales, revenue and CR
    // (not AOV), with a look of theirs.
    const upload = await request.post(url('/api/admin/v1/file/upload'), {
      headers: { Origin: BASE_URL },
      multipart: { file_resource: { name: 'face.png', mimeType: 'image/png', buffer: pngImage(200, 200) } },
    });
    assert.equal(upload.status(), 200, 'the profile picture uploads');
    the.influencer = uniqueName('ana');
    const influencer = await create(request, '/api/admin/v1/influencers/create', {
      username: the.influencer,
      email: `${the.influencer}@example.com`,
      profile_image_url: (await upload.json()).data,
      commission: 10,
      permissions: {
        analytics_commission_enabled: false,
        analytics_clicks_enabled: true,
        analytics_sales_enabled: true,
        analytics_cr_enabled: true,
        analytics_revenue_enabled: true,
        analytics_aov_enabled: false,
        allow_creating_and_editing_links: false,
      },
    });
    the.influencerPassword = influencer.password;
    the.look = await create(request, '/api/admin/v1/links/create', {
      description: 'Analytics look',
      inventory_ids: [inStock[0].inventory_id],
      influencer_username: the.influencer,
      link_type: 'LOOK',
    });
    the.short = await create(request, '/api/admin/v1/links/create', {
      description: 'Analytics short',
      inventory_ids: [inStock[1].inventory_id],
      link_type: 'SHORT',
    });

    // A shopper on a phone buys through the look, then opens the short.
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(the.look.public_url);
    await addToLookCart(shopPage, inStock[0].title);
    await shopPage.getByRole('button', { name: 'Checkout' }).click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    await shopPage.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
    await shopPage.getByRole('button', { name: 'Pay now' }).click();
    await shopPage.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
    await shopPage.goto(the.short.public_url);
    await shopPage.getByRole('heading', { name: inStock[1].title }).waitFor();
    await shopper.close();

    // The importer stores clicks in batches and the order arrives by webhook: wait for both.
    await eventually(
      async () => {
        const overview = await apiData(request, OVERVIEW);
        the.overview = overview;
        return overview.looks_analytics.views >= 1 && overview.looks_analytics.checkouts === 1 && overview.shorts_analytics.views >= 1;
      },
      'the look view, the order and the short view reach the overview',
      60_000,
    );
  });

  it("shows the merchant's figures per channel, hides the charts for the last 24 hours, and reuses lifetime", async () => {
    const { page, problems } = the.merchant;
    const { looks_analytics: looks, shorts_analytics: shorts, influencers_insights: rows } = the.overview;
    assert.ok(Number(looks.revenue) > 0 && Number(looks.revenue) < 1000, `a sale under $1,000 (${looks.revenue})`);
    const overviewCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === OVERVIEW) overviewCalls.push(new URL(request.url()).search);
    });

    // From the sidebar, as a merchant would (a client navigation).
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL(/\/admin\/analytics$/);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByRole('button', { name: 'Last 30 days', exact: true }).waitFor();
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Links', 'Shorts', 'Shopboard']);
    await page.getByText(`Days in ${the.overview.time_zone}`).waitFor();

    // Links: the look's figures, all of them today's.
    await card(page, 'links', 'visits').waitFor();
    const expectedLinks = {
      visits: String(looks.views),
      checkouts: '1',
      cr: `${looks.cr}%`,
      revenue: dollars(looks.revenue),
      aov: dollars(looks.revenue),
      requested: String(looks.requested_checkouts),
      influencerRevenue: dollars(looks.revenue),
      influencerCheckouts: '1',
    };
    for (const [id, value] of Object.entries(expectedLinks)) {
      await eventually(async () => (await card(page, 'links', id).innerText()) === value, `links card ${id} reads ${value}`);
    }
    assert.equal(looks.cr, Math.round((100 / looks.views) * 100) / 100, 'CR is checkouts ÷ views');
    await page.locator('[data-series-chart] canvas').waitFor();

    // The chart: a series per permitted figure, as a line or as bars.
    const chart = page.locator('[data-series-chart]');
    assert.deepEqual(await chart.getByRole('radiogroup', { name: 'By day' }).getByRole('radio').allInnerTexts(), ['Views', 'Checkouts', 'Revenue', 'CR', 'AOV']);
    await chart.getByRole('radio', { name: 'Revenue' }).click();
    await chart.getByRole('radio', { name: 'Bar' }).click();
    assert.equal(await chart.getByRole('radio', { name: 'Bar' }).getAttribute('aria-checked'), 'true');

    // The influencer table: their row carries the look's click and sale.
    const table = page.getByRole('region', { name: 'Influencer insights' });
    const row = table.locator(`[data-influencer-row="${the.influencer}"]`);
    await row.waitFor();
    const mine = rows.find((r) => r.username === the.influencer);
    assert.ok(mine, 'the overview has their row');
    assert.equal(mine.sales_links, 1);
    const cells = await row.locator('td').allInnerTexts();
    assert.deepEqual(cells.slice(1), [
      String(mine.links_clicks),
      String(mine.shorts_clicks),
      '1',
      '0',
      '0',
      dollars(mine.total_revenue),
      dollars(mine.total_refunded),
      dollars(mine.commission),
    ]);
    assert.equal(mine.total_revenue, looks.revenue, 'the look sale is theirs');

    // The filter chooses rows.
    await table.locator('[data-influencer-filter]').click();
    const menu = page.getByRole('group', { name: 'Choose influencers' });
    await menu.getByRole('button', { name: 'Unselect All' }).click();
    await table.getByText('No influencer selected.').waitFor();
    await menu.getByRole('button', { name: 'Select All', exact: true }).click();
    await row.waitFor();
    await menu.getByRole('checkbox', { name: `@${the.influencer}` }).uncheck();
    assert.equal(await row.count(), 0, 'unticked, the row leaves');
    await menu.getByRole('button', { name: 'Clear', exact: true }).click();
    await row.waitFor();
    await page.keyboard.press('Escape');

    await page.screenshot({ path: path.join(the.dir, 'analytics-1280.png'), fullPage: true });

    // Shorts: the short's view and no sale. Shopboard: an honest empty state.
    await page.getByRole('tab', { name: 'Shorts' }).click();
    await eventually(async () => (await card(page, 'shorts', 'visits').innerText()) === String(shorts.views), 'the short view shows');
    assert.equal(await card(page, 'shorts', 'checkouts').innerText(), '0');
    await page.getByRole('tab', { name: 'Shopboard' }).click();
    await page.getByText('The shopboard is not available yet').waitFor();
    assert.equal(await page.locator('[data-channel] [data-figure]').count(), 0, 'no shopboard figures');
    await page.getByRole('tab', { name: 'Links' }).click();

    // The last 24 hours (yesterday and today): the same figures, no chart.
    await chooseRange(page, 'Last 30 days', 'Last 24 hours');
    await eventually(async () => (await page.locator('[data-series-chart]').count()) === 0, 'the charts are hidden');
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === '1', 'today is in the last 24 hours');
    assert.match(overviewCalls.at(-1), /^\?from_date=\d{4}-\d{2}-\d{2}&to_date=\d{4}-\d{2}-\d{2}$/);

    // Lifetime asks without dates once; choosing it again reuses that answer.
    await chooseRange(page, 'Last 24 hours', 'Lifetime');
    await page.locator('[data-series-chart]').waitFor();
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === '1', 'lifetime has the sale');
    await eventually(async () => overviewCalls.at(-1) === '', 'lifetime is asked without dates');
    await chooseRange(page, 'Lifetime', 'Last 7 days');
    await eventually(async () => overviewCalls.at(-1) !== '', 'the last 7 days are asked for');
    const before7 = overviewCalls.length;
    await chooseRange(page, 'Last 7 days', 'Lifetime');
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === '1', 'lifetime shows again');
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(overviewCalls.length, before7, 'the second lifetime comes from the cache, with no call');

    assert.deepEqual(problems, [], 'no console errors or warnings');
  });

  it('at 390 px nothing scrolls sideways and the date range is a bottom drawer', async () => {
    const context = await browser.newContext({ ...PHONE, storageState: await the.merchant.context.storageState() });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/analytics'));
    await waitReady(page);
    await card(page, 'links', 'visits').waitFor();
    await page.locator(`[data-influencer-row="${the.influencer}"]`).waitFor();
    await page.locator('[data-series-chart] canvas').waitFor();
    assert.deepEqual(await sidewaysOverflow(page), [], 'nothing is wider than the phone');
    const cards = page.locator('[data-channel="links"] [data-figure]');
    const right = await cards.evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
    assert.ok(right <= PHONE.viewport.width, `the cards wrap inside the screen (${right})`);
    await page.screenshot({ path: path.join(the.dir, 'analytics-390.png'), fullPage: true });

    await page.getByRole('button', { name: 'Last 30 days', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Choose a date range' });
    await drawer.waitFor();
    // Let its slide-in settle before measuring.
    await eventually(async () => {
      const box = await drawer.boundingBox();
      return box !== null && Math.abs(box.y + box.height - PHONE.viewport.height) <= 1;
    }, 'the drawer sits on the bottom edge');
    const box = await drawer.boundingBox();
    assert.equal(Math.round(box.width), PHONE.viewport.width, 'the drawer is as wide as the screen');
    assert.ok(Math.abs(box.height - 0.95 * PHONE.viewport.height) <= 2, `the drawer is 95% high (${box.height})`);
    await page.screenshot({ path: path.join(the.dir, 'analytics-390-date-range.png') });
    await drawer.getByRole('button', { name: 'Cancel' }).tap();
    await drawer.waitFor({ state: 'detached' });

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('shows an influencer their own attributed figures, on links and shorts only, without the table', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signedIn = await context.request.post(url('/api/admin/v1/influencers/login'), {
      headers: { Origin: BASE_URL },
      data: { admin_username: the.merchant.account.username, username: the.influencer, password: the.influencerPassword },
    });
    assert.equal(signedIn.status(), 200);
    const own = await apiData(context.request, OVERVIEW);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/analytics'));
    await waitReady(page);
    // Influencers open on this month (today is in it).
    await page.getByRole('button', { name: 'This month', exact: true }).waitFor();
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Links', 'Shorts']);
    await card(page, 'links', 'visits').waitFor();
    const labels = await page.locator('[data-channel="links"] [data-figure] dt').allInnerTexts();
    assert.deepEqual(labels, ['Visits', 'Checkouts', 'Conversion rate', 'Your attributed revenue'], 'no AOV without its flag');
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === '1', 'their sale shows');
    assert.equal(await card(page, 'links', 'revenue').innerText(), dollars(own.looks_analytics.revenue));
    assert.equal(await card(page, 'links', 'visits').innerText(), String(own.looks_analytics.views));
    assert.equal(await page.getByRole('region', { name: 'Influencer insights' }).count(), 0, 'the table is for merchants');
    assert.deepEqual(await page.locator('[data-series-chart]').getByRole('radiogroup', { name: 'By day' }).getByRole('radio').allInnerTexts(), [
      'Views',
      'Checkouts',
      'Revenue',
      'CR',
    ]);
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('sends a business without a store home, to the connect screen', async () => {
    const context = await browser.newContext();
    await seedSession(context, { role: 'admin', storeConnected: false, plan: 'BUSINESS', freeTrialDaysLeft: 0 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/analytics'));
    await page.waitForURL(/\/admin\/home$/);
    await page.locator('[data-connect-screen]').waitFor();
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
