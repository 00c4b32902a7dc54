/**
 * Issue 5 acceptance 4 with real traffic: a multilink splits A 70 / B 30 with B limited to
 * MOBILE. Desktop visitors (who can only get A) and phone visitors (A or B by share) open its
 * public address, each in a fresh browser with its own cookies; one visitor of each experience
 * buys through the instant store and the sandbox checkout. Then, as the merchant, the multilink
 * preview's experiences table shows each experience's clicks (the visitors it was served),
 * sales, revenue (what the checkout charged), CR and cart average, formatted as the UI does;
 * and an experience name opens its link preview, whose Back returns to the multilink preview.
 *
 * The split is random, so phones keep coming until one has been served B (30% each).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PHONE,
  SKIP,
  apiData,
  eventually,
  merchantWithShop,
  sharedBrowser,
  shownMoneyShort,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
} from './helpers.mjs';

const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const DESKTOP_VISITORS = 3;
const MIN_PHONE_VISITORS = 3;
/** 0.7^25 ≈ 0.01%: the chance that no phone among this many is served B. */
const MAX_PHONE_VISITORS = 25;

/** CR as ui/src/lib/format.ts `formatPercent` shows it: up to two decimals. */
const shownPercent = (sales, clicks) => `${Math.round((sales / clicks) * 100 * 100) / 100}%`;

/** A look experience of a multilink body (docs/links-api.md "Multilinks"). */
const lookOption = (value, device, product, description) => ({
  value,
  device_option: device,
  link_resource: {
    images: [],
    inventory_ids: [product.inventory_id],
    collection_ids: [],
    shopping_redirect_url: null,
    link_type: 'LOOK',
    selected_options: {},
    description,
  },
});

/**
 * One visitor with a fresh cookie jar opens the public address. Which experience served it is
 * read twice: from the page's title (the experience's description) and from the cookie that
 * keeps it on that experience.
 */
async function visit(browser, device, multilink, titles) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto(multilink.public_url);
  const heading = (await page.locator('[data-look-title]').innerText()).trim();
  const letter = Object.keys(titles).find((key) => titles[key] === heading);
  assert.ok(letter, `the visitor landed on an experience's instant store page, not "${heading}"`);
  const kept = (await context.cookies()).find((c) => c.name === `sl_exp_${multilink.multilink_id}`);
  assert.equal(kept?.value, multilink.links_options[letter === 'A' ? 0 : 1].link_id, 'the cookie keeps the visitor on what it was served');
  return { context, page, letter };
}

/**
 * Buys the look's one product as a shopper does (shopper.test.mjs): options, add to cart,
 * checkout, the sandbox checkout, pay. Answers the total the checkout charged.
 */
async function buy(page) {
  // The card opens on a combination in stock; the page's script adds it in place.
  await page.locator('article').first().getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor();
  await page.locator('[data-cart-count="1"]').first().waitFor();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkouts\/[^/]+$/);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  const total = Number.parseFloat(await page.locator('tfoot th.right').last().innerText());
  assert.ok(total > 0, 'the checkout charges something');
  await page.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
  return total;
}

/** The experiences table's rows as cell texts, in order (A first). */
async function tableRows(preview) {
  const rows = preview.locator('table tbody tr');
  const texts = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    texts.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  }
  return texts;
}

describe('multilink experiences with real traffic', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('A 70 / B 30 (B mobile only): visitors, a sale on each, the experiences table, and back from an experience', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'abtester', uniqueName('abshop'));
    await waitForProducts(context.request);
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    // Fully stocked products first, so the default options can be bought.
    const stocked = [...products].sort((a, b) => b.variant_availability_ratio - a.variant_availability_ratio);
    const [productA, productB] = stocked.filter((p, i) => p.variant_availability_ratio >= 0.5 && stocked.findIndex((q) => q.title === p.title) === i);
    assert.ok(productA && productB, 'two products in stock');

    const titles = { A: 'Experience A look', B: 'Experience B look' };
    const created = await context.request.post(url('/api/admin/v1/links/multi/create'), {
      data: {
        title: 'E2E traffic split',
        splitter_type: 'PERCENTAGE',
        promocode: null,
        utm_params: null,
        links_options: [lookOption(70, 'ALL', productA, titles.A), lookOption(30, 'MOBILE', productB, titles.B)],
      },
    });
    assert.equal(created.status(), 200, `multilink create answered ${created.status()}: ${await created.text()}`);
    const multilink = (await created.json()).data;
    assert.equal(multilink.links_options.length, 2);
    const [idA, idB] = multilink.links_options.map((o) => o.link_id);

    // Desktop visitors can only be served A; the first buys.
    const served = { A: 0, B: 0 };
    const paid = { A: 0, B: 0 };
    for (let i = 0; i < DESKTOP_VISITORS; i += 1) {
      const visitor = await visit(browser, DESKTOP, multilink, titles);
      assert.equal(visitor.letter, 'A', 'a desktop visitor is never served the mobile-only B');
      served.A += 1;
      if (i === 0) paid.A += await buy(visitor.page);
      await visitor.context.close();
    }

    // Phones get A or B by share; they keep coming until one got B, and that one buys.
    let phones = 0;
    while (phones < MIN_PHONE_VISITORS || served.B === 0) {
      assert.ok(phones < MAX_PHONE_VISITORS, `no phone among ${phones} was served B`);
      const visitor = await visit(browser, PHONE, multilink, titles);
      phones += 1;
      served[visitor.letter] += 1;
      if (visitor.letter === 'B' && paid.B === 0) paid.B += await buy(visitor.page);
      await visitor.context.close();
    }
    console.log(`# served A ${served.A}, B ${served.B} (${DESKTOP_VISITORS} desktop, ${phones} phones); paid A ${paid.A}, B ${paid.B}`);

    // Views are written in batches and orders arrive by webhook: wait until both show.
    const figuresOf = async () => {
      const fresh = await apiData(context.request, `/api/admin/v1/links/multi/${multilink.multilink_id}`);
      return Object.fromEntries(fresh.links_options.map((o) => [o.link_id, o.link_data.link_analytics]));
    };
    let figures = {};
    await eventually(
      async () => {
        figures = await figuresOf();
        const [a, b] = [figures[idA], figures[idB]];
        return a?.visits === served.A && b?.visits === served.B && a?.checkouts === 1 && b?.checkouts === 1;
      },
      'each experience counts its visitors and its sale',
      20_000,
    ).catch((error) => assert.fail(`${error.message}: ${JSON.stringify(figures)}`));
    assert.equal(Number(figures[idA].revenue), paid.A, 'A earns what its checkout charged');
    assert.equal(Number(figures[idB].revenue), paid.B, 'B earns what its checkout charged');

    // The merchant opens the multilink's preview from the list.
    await page.goto(url('/admin/multilinks'));
    await waitReady(page);
    await page.locator(`[data-multilink-item="${multilink.multilink_id}"]`).getByRole('link', { name: 'E2E traffic split' }).click();
    await page.waitForURL(new RegExp(`/admin/multilinks/preview/${multilink.multilink_id}$`));
    const preview = page.locator(`[data-multilink-preview="${multilink.multilink_id}"]`);
    await preview.waitFor();

    const currency = multilink.currency;
    const expected = (letter, type, device, traffic) => [
      `Experience ${letter}`,
      type,
      device,
      traffic,
      String(served[letter]),
      '1',
      shownMoneyShort(paid[letter], currency),
      shownPercent(1, served[letter]),
      shownMoneyShort(paid[letter], currency),
    ];
    const wanted = [expected('A', 'Instant store', 'All devices', '70%'), expected('B', 'Instant store', 'Mobile', '30%')];
    let rows = [];
    await eventually(
      async () => JSON.stringify((rows = await tableRows(preview))) === JSON.stringify(wanted),
      'the experiences table shows the figures',
      10_000,
    ).catch(async () => {
      await page.screenshot({ path: '/tmp/hB/multilink-traffic.png' }).catch(() => undefined);
      assert.deepEqual(rows, wanted, 'the experiences table shows the figures');
    });
    console.log(`# experiences table: ${JSON.stringify(rows)}`);

    // The figure strip sums the experiences.
    const totalClicks = served.A + served.B;
    const totalPaid = Math.round((paid.A + paid.B) * 100) / 100; // as the server's decimal string reads
    const strip = preview.locator('dl').first();
    const labels = (await strip.locator('dt').allInnerTexts()).map((t) => t.trim());
    const values = (await strip.locator('dd').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(Object.fromEntries(labels.map((label, i) => [label, values[i]])), {
      Clicks: String(totalClicks),
      Sales: '2',
      Revenue: shownMoneyShort(totalPaid, currency),
      CR: shownPercent(2, totalClicks),
      'Cart average': shownMoneyShort(totalPaid / 2, currency),
    });

    // An experience's name opens its link preview; Back returns to the multilink preview.
    await preview.getByRole('link', { name: 'Experience A' }).click();
    await page.waitForURL(new RegExp(`/admin/links/preview/${idA}\\?multilink=${multilink.multilink_id}$`));
    const linkPreview = page.locator(`[data-link-preview-id="${idA}"]`);
    await linkPreview.waitFor();
    await linkPreview.getByText(titles.A).first().waitFor();
    await page.getByRole('button', { name: 'Back' }).last().click();
    await page.waitForURL(new RegExp(`/admin/multilinks/preview/${multilink.multilink_id}$`));
    await preview.waitFor();
    assert.deepEqual(await tableRows(preview), wanted, 'the same multilink preview is back');
    assert.equal(await linkPreview.count(), 0, 'the link preview has closed');

    // The same from B, then Back on the multilink preview itself goes to the list.
    await preview.getByRole('link', { name: 'Experience B' }).click();
    await page.locator(`[data-link-preview-id="${idB}"]`).waitFor();
    await page.getByRole('button', { name: 'Back' }).last().click();
    await preview.waitFor();
    await page.waitForURL(new RegExp(`/admin/multilinks/preview/${multilink.multilink_id}$`));
    await page.getByRole('button', { name: 'Back' }).last().click();
    await page.waitForURL(/\/admin\/multilinks$/);
    await eventually(async () => (await preview.count()) === 0, 'the multilink preview has closed');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
