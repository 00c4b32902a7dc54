/**
 * Browser test of the public shoppable feed (docs/shopboard.md#public-feed), through the real
 * flows: a merchant who connected a sandbox store connects the sandbox Instagram on the
 * shopboard, tags a product in stock on the newest post through the picker and finds the feed's
 * address on the page; a shopper on a phone opens the feed (30 posts, nothing scrolling sideways,
 * no script of ours), taps the tagged post, adds its product to the cart on the post page, goes to
 * the sandbox checkout (the click id travels as a cart attribute) and pays; then the merchant's
 * analytics page shows the visits and the sale on its Shopboard tab, and none on Links, and the
 * post's own analytics page (opened from its card) shows its visit, the sale and the product sold.
 * Screenshots go to $SHOPLINKS_SCREENSHOTS_DIR (a temporary folder by default; printed).
 *
 * Uses its own usernames and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  PHONE,
  SKIP,
  addToLookCart,
  apiData,
  eventually,
  fullPageScreenshot,
  merchantWithShop,
  screenshotsDir,
  sharedBrowser,
  shownMoneyShort,
  shownNumber,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
} from './helpers.mjs';

const SHOPBOARD = '/api/admin/v1/shopboard';

/** A card of the analytics page's tab. */
const card = (page, channel, id) => page.locator(`[data-channel="${channel}"] [data-figure="${id}"] dd`);

describe('the public shoppable feed', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  let dir;

  before(async () => {
    dir = await screenshotsDir('shoplinks-feed-');
    console.log(`# shoppable feed screenshots in ${dir}`);
  });

  it('a shopper on a phone buys a tagged post from the feed, and the sale shows on the Shopboard tab', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'feedseller', uniqueName('feedshop'));
    const request = context.request;
    await waitForProducts(request);
    const { products } = await apiData(request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    const product = products.find((p) => p.variant_availability_ratio >= 0.5);
    assert.ok(product, 'a product in stock');

    // Connect Instagram through the sandbox consent page; before that, no feed.
    await page.goto(url('/admin/shopboard?tab=instagram'));
    await waitReady(page);
    await page.locator('[data-shopboard-feed]').getByText('Connect Instagram, TikTok or Pinterest to publish').waitFor();
    const panel = page.locator('[data-network-panel="instagram"]');
    await panel.getByRole('button', { name: 'Connect Instagram' }).click();
    await page.getByRole('heading', { name: 'Instagram (sandbox)' }).waitFor();
    await page.getByLabel('Instagram username').fill(uniqueName('feed').replace(/-/g, '_'));
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await page.waitForURL(/\/admin\/shopboard\?tab=instagram$/);
    await waitReady(page);
    await panel.locator('[data-social-count="30"]').waitFor({ timeout: 30_000 });

    // Tag the in-stock product on the newest post through the picker.
    const newest = panel.locator('[data-post]').first();
    await newest.waitFor();
    const postId = await newest.getAttribute('data-post');
    await newest.getByRole('button', { name: 'Tag products' }).click();
    const picker = page.getByRole('dialog', { name: 'Tag products' });
    await picker.locator(`[data-product-tile="${product.inventory_id}"] > button`).click();
    await picker.getByText('1 selected').waitFor();
    await picker.getByRole('button', { name: 'Save', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await eventually(async () => (await newest.locator('[data-post-product]').count()) === 1, 'the tag is saved', 10_000);

    // The feed's address on the shopboard page (after a reload, the status names it).
    await page.reload();
    await waitReady(page);
    const section = page.locator('[data-shopboard-feed]');
    const status = await apiData(request, SHOPBOARD);
    assert.match(status.shopboard_url, /^https?:\/\/[^/]+\/[^/]+\/shopboard$/);
    await section.getByText(status.shopboard_url.replace(/^https?:\/\//, '')).first().waitFor();
    await fullPageScreenshot(page, path.join(dir, '01-shopboard-feed-section-1280.png'));

    // The shopper, on a phone: the feed, 30 posts, three to a row, no script of ours.
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    const feedAnswer = await shopPage.goto(status.shopboard_url);
    assert.equal(feedAnswer.status(), 200);
    assert.ok(!(await feedAnswer.text()).includes('<script'), 'the feed page carries no script');
    const tiles = shopPage.locator('[data-feed-post]');
    await eventually(async () => (await tiles.count()) === 30, 'the 30 posts', 10_000);
    const first = await tiles.nth(0).boundingBox();
    const third = await tiles.nth(2).boundingBox();
    assert.ok(Math.abs(first.y - third.y) < 1 && third.x > first.x, 'three to a row on a phone');
    assert.deepEqual(await sidewaysOverflow(shopPage), []);
    await shopPage.screenshot({ path: path.join(dir, '02-feed-390.png') });

    // Tap the tagged post: its page, the post on top, its product, add, checkout, pay.
    const tagged = shopPage.locator(`[data-feed-post="${postId}"] [data-feed-shop]`);
    assert.equal(await shopPage.locator('[data-feed-shop]').count(), 1, 'only the tagged post leads somewhere');
    await tagged.click();
    await shopPage.locator('[data-post-hero]').waitFor();
    await shopPage.getByText(product.title).first().waitFor();
    await shopPage.screenshot({ path: path.join(dir, '03-post-page-390.png') });
    await addToLookCart(shopPage, product.title);
    await shopPage.getByRole('button', { name: 'Checkout' }).click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    await shopPage.getByRole('heading', { name: 'Checkout' }).waitFor();
    assert.ok((await shopPage.locator('body').innerText()).includes('shoplinks_click'), 'the click id travels as a cart attribute');
    await shopPage.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
    await shopPage.getByRole('button', { name: 'Pay now' }).click();
    await shopPage.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
    await shopper.close();

    // The merchant: the Shopboard tab shows the visits and the sale; Links shows none of it.
    await eventually(
      async () => (await apiData(request, '/api/admin/v1/insights/overview')).shopboard_analytics.checkouts === 1,
      'the sale reaches the shopboard channel',
      20_000,
    );
    const overview = await apiData(request, '/api/admin/v1/insights/overview');
    const board = overview.shopboard_analytics;
    assert.ok(board.views >= 2, `the feed's view and the post page's: ${board.views}`);
    assert.equal(overview.looks_analytics.checkouts, 0);
    await page.goto(url('/admin/analytics'));
    await waitReady(page);
    await page.getByRole('tab', { name: 'Shopboard' }).click();
    await eventually(async () => (await card(page, 'shopboard', 'checkouts').innerText()) === '1', 'the sale shows', 10_000);
    assert.equal(await card(page, 'shopboard', 'visits').innerText(), shownNumber(board.views));
    assert.equal(await card(page, 'shopboard', 'revenue').innerText(), shownMoneyShort(board.revenue, overview.currency));
    await fullPageScreenshot(page, path.join(dir, '04-analytics-shopboard-1280.png'));
    await page.getByRole('tab', { name: 'Links', exact: true }).click();
    await eventually(async () => (await card(page, 'links', 'checkouts').innerText()) === '0', 'no sale on Links');

    // The post's own analytics page, from its card: the visit, the sale and the product bought.
    await page.goto(url('/admin/shopboard?tab=instagram'));
    await waitReady(page);
    await panel.locator(`[data-post="${postId}"] [data-post-analytics-link]`).click();
    await page.waitForURL(new RegExp(`/admin/shopboard/posts/instagram/${postId}$`));
    await waitReady(page);
    const figures = await apiData(request, `${SHOPBOARD}/instagram/${postId}/analytics`);
    assert.equal(figures.checkouts, 1);
    assert.ok(figures.visits >= 1 && figures.clicks >= 1, `the post page's visit: ${JSON.stringify(figures)}`);
    const postFigure = (id) => page.locator(`[data-post-analytics] [data-figure="${id}"] dd`);
    await eventually(async () => (await postFigure('sales').innerText()) === '1', 'the sale shows on the post', 10_000);
    assert.equal(await postFigure('visits').innerText(), shownNumber(figures.visits));
    assert.equal(await postFigure('clicks').innerText(), shownNumber(figures.clicks));
    assert.equal(await postFigure('revenue').innerText(), shownMoneyShort(board.revenue, overview.currency), "the feed's only sale");
    assert.equal(await postFigure('products').innerText(), '1');
    const row = page.locator(`[data-product-row="${product.inventory_id}"]`);
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    assert.ok(cells[0].includes(product.title), cells.join(' | '));
    assert.deepEqual([cells[2], cells[3]], ['1', '1'], `added once and bought once: ${cells.join(' | ')}`);
    assert.ok(cells[5].endsWith('100'), `the only product ranks 100: ${cells.join(' | ')}`);
    await page.locator('[data-post-analytics] [data-series-chart] canvas').waitFor();
    await fullPageScreenshot(page, path.join(dir, '05-post-analytics-1280.png'));
    await page.setViewportSize({ width: 390, height: 844 });
    // The chart redraws at the new width a moment after the resize (its resize observer).
    await eventually(async () => (await sidewaysOverflow(page)).length === 0, 'the post page fits a phone', 5_000);
    await page.screenshot({ path: path.join(dir, '06-post-analytics-390.png'), fullPage: true });

    assert.deepEqual(problems, [], 'no console errors, warnings or hydration mismatches');
    await context.close();
  });
});
