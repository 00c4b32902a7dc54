/**
 * Browser tests of the analytics page (docs/analytics.md#analytics-page) on a business made
 * through the real flows only, by the demo generator (ui/e2e/demo, docs/demo.md): a merchant with
 * the sandbox store, three influencers, looks, shorts and a multilink, shoppers on phones and
 * laptops who browse, add to cart, check out and pay (one with an influencer's code at the store),
 * and refunds. The test waits until the overview call counts all of it. Then the merchant's page
 * shows the overview's numbers in its cards and table, its tabs switch channels, the last 24 hours
 * hide the charts, lifetime is fetched once and then reused, and the influencer filter chooses
 * rows; an influencer sees their own attributed figures without the table; at 390 px nothing
 * scrolls sideways and the date range opens as a bottom drawer; a business without a store is
 * sent home. Full-page screenshots at 1280 and 390 px go to $SHOPLINKS_SCREENSHOTS_DIR (a
 * temporary folder by default; printed).
 *
 * Uses its own usernames and shop names (several tests share one server).
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
  chooseRange,
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

const OVERVIEW = '/api/admin/v1/insights/overview';

/** A count as a card or the table shows it. */
const shownCount = (value) => shownNumber(Math.round(value ?? 0));

/** A card's value on the visible tab. */
const card = (page, channel, id) => page.locator(`[data-channel="${channel}"] [data-figure="${id}"] dd`);

describe('the analytics page', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  /** What the tests share, made once in `before`. */
  const the = {};

  before(async () => {
    the.dir = await screenshotsDir('shoplinks-analytics-');
    console.log(`# analytics screenshots in ${the.dir}`);
    const { business, report } = await demoForTest('analyst', { visits: 24, orders: 6 });
    the.business = business;
    // The influencer whose flags show clicks, sales, CR and revenue but not AOV (the demo's Noa).
    the.influencer = the.business.influencers.find((i) => i.permissions.analytics_revenue_enabled && !i.permissions.analytics_aov_enabled);

    // Clicks are imported in batches and orders arrive by webhook: while the overview catches up
    // with everything the shoppers did, the merchant signs in through the login page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    the.merchant = { context, page, problems: watchConsole(page) };
    const [{ overview }] = await Promise.all([waitForFigures(the.business, report), logInThroughForm(page, the.business.merchant)]);
    the.overview = overview;
  });

  it("shows the merchant's figures per channel, hides the charts for the last 24 hours, and reuses lifetime", async () => {
    const { page, problems } = the.merchant;
    const { currency, looks_analytics: looks, shorts_analytics: shorts, multilinks_analytics: multi, influencers_insights: rows } = the.overview;
    // Figures worth checking: several sales on looks and shorts, sales for influencers.
    assert.ok(looks.checkouts > 1 && Number(looks.revenue) > 0, `several look sales (${looks.checkouts}, ${looks.revenue})`);
    assert.ok(shorts.checkouts >= 1 && shorts.views > shorts.checkouts, `short views and a sale (${shorts.views}, ${shorts.checkouts})`);
    assert.ok(looks.influencer_attributed_checkouts >= 1, 'influencers sold through looks');
    const overviewCalls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === OVERVIEW) overviewCalls.push(new URL(request.url()).search);
    });

    // From the sidebar, as a merchant would (a client navigation).
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL(/\/admin\/analytics$/);
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByRole('button', { name: 'Last 30 days', exact: true }).waitFor();
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Links', 'Shorts', 'Multilinks', 'Shopboard']);
    await page.getByText(`Days in ${the.overview.time_zone}`).waitFor();

    // Links: the looks' figures, every card as the overview has it (all of it is from today, so
    // the last 30 days read as lifetime).
    await card(page, 'links', 'visits').waitFor();
    const money = (amount) => shownMoneyShort(amount ?? 0, currency);
    const expectedLinks = {
      visits: shownCount(looks.views),
      checkouts: shownCount(looks.checkouts),
      cr: `${looks.cr}%`,
      revenue: money(looks.revenue),
      aov: money(looks.aov),
      requested: shownCount(looks.requested_checkouts),
      tax: money(looks.total_tax),
      influencerRevenue: money(looks.influencer_attributed_revenue),
      influencerCheckouts: shownCount(looks.influencer_attributed_checkouts),
      influencerCr: `${looks.influencer_cr ?? 0}%`,
    };
    for (const [id, value] of Object.entries(expectedLinks)) {
      await eventually(async () => (await card(page, 'links', id).innerText()) === value, `links card ${id} reads ${value}`);
    }
    assert.equal(looks.cr, Math.round((looks.checkouts / looks.views) * 100 * 100) / 100, 'CR is checkouts ÷ views');
    await page.locator('[data-series-chart] canvas').waitFor();

    // The chart: a series per permitted figure, as a line or as bars.
    const chart = page.locator('[data-series-chart]');
    assert.deepEqual(await chart.getByRole('radiogroup', { name: 'By day' }).getByRole('radio').allInnerTexts(), ['Views', 'Checkouts', 'Revenue', 'CR', 'AOV']);
    await chart.getByRole('radio', { name: 'Revenue' }).click();
    await chart.getByRole('radio', { name: 'Bar' }).click();
    assert.equal(await chart.getByRole('radio', { name: 'Bar' }).getAttribute('aria-checked'), 'true');

    // The influencer table: a row per influencer with the overview's figures, sales through
    // links and through a code alone among them.
    const table = page.getByRole('region', { name: 'Influencer insights' });
    const rowOf = (username) => table.locator(`[data-influencer-row="${username}"]`);
    assert.equal(rows.length, the.business.influencers.length, 'a row per influencer');
    assert.ok(rows.some((r) => r.sales_links > 0) && rows.some((r) => r.sales_organic > 0), 'sales through links and by code');
    for (const r of rows) {
      await rowOf(r.username).waitFor();
      const cells = await rowOf(r.username).locator('td').allInnerTexts();
      assert.deepEqual(cells.slice(1), [
        shownCount(r.links_clicks),
        shownCount(r.shorts_clicks),
        shownCount(r.sales_links),
        shownCount(r.sales_shorts),
        shownCount(r.sales_organic),
        shownMoney(r.total_revenue, currency),
        shownMoney(r.total_refunded, currency),
        shownMoney(r.commission, currency),
      ], `the row of @${r.username}`);
    }
    const mine = rows.find((r) => r.username === the.influencer.username);
    assert.ok(mine.sales_links >= 1, 'the look sales include one of theirs');

    // The filter chooses rows.
    const row = rowOf(the.influencer.username);
    const others = rows.filter((r) => r.username !== the.influencer.username);
    await table.locator('[data-influencer-filter]').click();
    const menu = page.getByRole('group', { name: 'Choose influencers' });
    await menu.getByRole('button', { name: 'Unselect All' }).click();
    await table.getByText('No influencer selected.').waitFor();
    await menu.getByRole('button', { name: 'Select All', exact: true }).click();
    await row.waitFor();
    await menu.getByRole('checkbox', { name: `@${the.influencer.username}` }).uncheck();
    assert.equal(await row.count(), 0, 'unticked, the row leaves');
    for (const other of others) assert.equal(await rowOf(other.username).count(), 1, `@${other.username} stays`);
    await menu.getByRole('button', { name: 'Clear', exact: true }).click();
    await row.waitFor();
    await page.keyboard.press('Escape');

    await fullPageScreenshot(page, path.join(the.dir, 'analytics-1280.png'));

    // Shorts: the shorts' views and sales. Multilinks: the multilinks' with their experiences.
    // Shopboard: the feed's (none in the demo).
    await page.getByRole('tab', { name: 'Shorts' }).click();
    await eventually(async () => (await card(page, 'shorts', 'visits').innerText()) === shownCount(shorts.views), 'the short views show');
    assert.equal(await card(page, 'shorts', 'checkouts').innerText(), shownCount(shorts.checkouts));
    assert.equal(await card(page, 'shorts', 'revenue').innerText(), money(shorts.revenue));
    await page.getByRole('tab', { name: 'Multilinks', exact: true }).click();
    await eventually(async () => (await card(page, 'multilinks', 'visits').innerText()) === shownCount(multi.views), 'the multilink views show');
    assert.equal(await card(page, 'multilinks', 'checkouts').innerText(), shownCount(multi.checkouts));
    assert.equal(await card(page, 'multilinks', 'revenue').innerText(), money(multi.revenue));
    await page.getByRole('tab', { name: 'Shopboard' }).click();
    await eventually(async () => (await card(page, 'shopboard', 'checkouts').innerText()) === shownCount(0), 'the shopboard tab shows its figures');
    await page.getByRole('tab', { name: 'Links', exact: true }).click();

    // The last 24 hours (yesterday and today): the same figures, no chart.
    const checkouts = shownCount(looks.checkouts);
    await chooseRange(page, 'Last 30 days', 'Last 24 hours');
    await eventually(async () => (await page.locator('[data-series-chart]').count()) === 0, 'the charts are hidden');
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === checkouts, 'today is in the last 24 hours');
    assert.match(overviewCalls.at(-1), /^\?from_date=\d{4}-\d{2}-\d{2}&to_date=\d{4}-\d{2}-\d{2}$/);

    // Lifetime asks without dates once; choosing it again reuses that answer.
    await chooseRange(page, 'Last 24 hours', 'Lifetime');
    await page.locator('[data-series-chart]').waitFor();
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === checkouts, 'lifetime has the sales');
    await eventually(async () => overviewCalls.at(-1) === '', 'lifetime is asked without dates');
    await chooseRange(page, 'Lifetime', 'Last 7 days');
    await eventually(async () => overviewCalls.at(-1) !== '', 'the last 7 days are asked for');
    const before7 = overviewCalls.length;
    await chooseRange(page, 'Last 7 days', 'Lifetime');
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === checkouts, 'lifetime shows again');
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
    await page.locator(`[data-influencer-row="${the.influencer.username}"]`).waitFor();
    await page.locator('[data-series-chart] canvas').waitFor();
    assert.deepEqual(await sidewaysOverflow(page), [], 'nothing is wider than the phone');
    const cards = page.locator('[data-channel="links"] [data-figure]');
    const right = await cards.evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)));
    assert.ok(right <= PHONE.viewport.width, `the cards wrap inside the screen (${right})`);
    await fullPageScreenshot(page, path.join(the.dir, 'analytics-390.png'));

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
      data: { admin_username: the.business.merchant.username, username: the.influencer.username, password: the.influencer.password },
    });
    assert.equal(signedIn.status(), 200);
    const own = await apiData(context.request, OVERVIEW);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/admin/analytics'));
    await waitReady(page);
    // Influencers open on this month (today is in it).
    await page.getByRole('button', { name: 'This month', exact: true }).waitFor();
    assert.deepEqual(await page.getByRole('tab').allInnerTexts(), ['Links', 'Shorts', 'Multilinks']);
    await card(page, 'links', 'visits').waitFor();
    const labels = await page.locator('[data-channel="links"] [data-figure] dt').allInnerTexts();
    assert.deepEqual(labels, ['Visits', 'Checkouts', 'Conversion rate', 'Your attributed revenue'], 'no AOV without its flag');
    assert.ok(own.looks_analytics.checkouts >= 1, 'they have a sale');
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === shownCount(own.looks_analytics.checkouts), 'their sales show');
    assert.equal(await card(page, 'links', 'revenue').innerText(), shownMoneyShort(own.looks_analytics.revenue, own.currency));
    assert.equal(await card(page, 'links', 'visits').innerText(), shownCount(own.looks_analytics.views));
    assert.equal(await card(page, 'links', 'cr').innerText(), `${own.looks_analytics.cr}%`);
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
