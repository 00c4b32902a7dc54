/**
 * As a shopper on a phone would: open a merchant's look, choose a size, add to cart, check out
 * (the sandbox checkout has the link's promocode applied), place the order; then, as the
 * merchant, the link's preview shows the checkout, the revenue, the order (expandable to its
 * lines) and the product's view, add and buy counts. And through a short with a promocode: the
 * shopper goes through the store's discount link to the product page, buys through the store's
 * own cart with the code applied, and the short's preview shows the sale (attributed through the
 * order's landing site).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PHONE,
  SKIP,
  addToLookCart,
  apiData,
  eventually,
  merchantWithShop,
  sharedBrowser,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
} from './helpers.mjs';

/** Pays the open sandbox checkout as a new buyer and waits for the confirmation. */
async function payAtCheckout(shopPage) {
  await shopPage.getByLabel('Email').fill(`${uniqueName('buyer')}@example.com`);
  await shopPage.getByRole('button', { name: 'Pay now' }).click();
  await shopPage.getByRole('heading', { name: /^Order #\d+ confirmed$/ }).waitFor();
}

/**
 * Opens a link's preview at `path`, switches it to Lifetime, and waits until it shows `revenue`
 * and an order; returns the preview.
 */
async function lifetimePreview(page, path, linkId, revenue) {
  await page.goto(url(path));
  await waitReady(page);
  const preview = page.locator(`[data-link-preview-id="${linkId}"]`);
  await preview.waitFor();
  // A merchant's previews open on the last 30 days.
  await preview.getByRole('button', { name: 'Last 30 days' }).click();
  await page.getByRole('option', { name: 'Lifetime' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  // The panel leaves first, then the range applies and the trigger names it.
  await page.getByRole('dialog', { name: 'Choose a date range' }).waitFor({ state: 'detached' });
  await preview.getByRole('button', { name: 'Lifetime' }).waitFor();
  await eventually(async () => (await preview.innerText()).includes(revenue.split('.')[0]), 'the revenue shows', 10_000);
  await preview.getByRole('link', { name: /^#\d+$/ }).first().waitFor();
  return preview;
}

describe('a shopper buys through a look', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('phone purchase with the promocode, then the figures, order and product counts in the preview', async () => {
    const shop = uniqueName('lookshop');
    const { context, page, problems } = await merchantWithShop(browser, 'lookseller', shop);
    await waitForProducts(context.request);
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    const picked = products.filter((p) => p.variant_availability_ratio >= 0.5).slice(0, 3);
    assert.equal(picked.length, 3, 'three products in stock');
    const created = await context.request.post(url('/api/admin/v1/links/create'), {
      data: {
        description: 'Weekend edit',
        inventory_ids: picked.map((p) => p.inventory_id),
        promocode: 'WELCOME10',
        link_type: 'LOOK',
      },
    });
    assert.equal(created.status(), 200);
    const link = (await created.json()).data;

    // The shopper, on a phone, with no session.
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(link.public_url);
    await shopPage.getByText('Weekend edit').waitFor();
    assert.ok((await shopPage.locator('body').innerText()).includes('WELCOME10'), 'the promocode is shown');
    const checkout = shopPage.getByRole('button', { name: 'Checkout' });
    assert.equal(await checkout.isDisabled(), true, 'an empty cart cannot check out');
    await addToLookCart(shopPage, picked[0].title);
    assert.equal(await checkout.isEnabled(), true, 'now it can');
    await checkout.click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    await shopPage.getByRole('heading', { name: 'Checkout' }).waitFor();
    const body = await shopPage.locator('body').innerText();
    assert.match(body, /Discount\s+WELCOME10\s+-/, 'the link promocode is applied at checkout');
    assert.ok(body.includes('shoplinks_click'), 'the click id travels as a cart attribute');
    await payAtCheckout(shopPage);
    await shopper.close();

    // The merchant: the order is attributed within seconds.
    await eventually(
      async () => (await apiData(context.request, `/api/admin/v1/links/${link.link_id}/analytics`)).checkouts === 1,
      'the checkout reaches the link',
      15_000,
    );
    const figures = await apiData(context.request, `/api/admin/v1/links/${link.link_id}/analytics`);
    assert.equal(figures.visits, 1, 'one unique visitor');
    assert.ok(figures.requested_checkouts >= 1, 'the hand-off is counted');
    assert.ok(Number(figures.revenue) > 0, 'revenue is attributed');
    const rows = (await apiData(context.request, `/api/admin/v1/links/${link.link_id}/products?count=10`)).products;
    const row = rows.find((r) => String(r.product_id) === String(picked[0].inventory_id) || r.title === picked[0].title);
    assert.ok(row, 'the bought product has a row');
    assert.ok(row.view >= 1 && row.add >= 1 && row.buy === 1, `view/add/buy counted: ${JSON.stringify(row)}`);

    const preview = await lifetimePreview(page, `/admin/links/preview/${link.link_id}`, link.link_id, figures.revenue);
    await preview.getByRole('button', { name: 'Show the items' }).first().click();
    await preview.getByText('Qty 1').waitFor();
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('phone purchase through a product short with a promocode, then the sale in the short\'s preview', async () => {
    const shop = uniqueName('shortshop');
    const { context, page, problems } = await merchantWithShop(browser, 'shortseller', shop);
    await waitForProducts(context.request);
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=20&product_status=active&include_out_of_stock=false');
    const product = products.find((p) => p.variant_availability_ratio >= 0.5);
    assert.ok(product, 'a product in stock');
    const created = await context.request.post(url('/api/admin/v1/links/create'), {
      data: { description: 'Straight to the tee', inventory_ids: [product.inventory_id], promocode: 'welcome10', link_type: 'SHORT' },
    });
    assert.equal(created.status(), 200);
    const short = (await created.json()).data;
    assert.equal(short.url_type, 'PRODUCT');
    assert.deepEqual(short.promocode, { code: 'WELCOME10' }, 'saved as the store spells it');

    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(short.public_url);
    await shopPage.getByRole('heading', { name: product.title }).waitFor();
    assert.match(shopPage.url(), /\/products\/[^?]+\?.*shoplinks_click=/, 'the short lands on the product page');
    // The store's own cart: the first size and colour in stock are chosen as the page opens.
    await shopPage.getByRole('button', { name: 'Add to cart' }).click();
    await shopPage.waitForURL(/\/checkouts\/[^/]+$/);
    // The store's discount link on the way remembered the short's code: the checkout applies it.
    assert.match(await shopPage.locator('body').innerText(), /Discount\s+WELCOME10\s+-/, 'the short\'s promocode is applied');
    await payAtCheckout(shopPage);
    await shopper.close();

    await eventually(
      async () => (await apiData(context.request, `/api/admin/v1/links/${short.link_id}/analytics`)).checkouts === 1,
      'the sale reaches the short within 15 s',
      15_000,
    );
    const figures = await apiData(context.request, `/api/admin/v1/links/${short.link_id}/analytics`);
    assert.ok(Number(figures.revenue) > 0, 'revenue is attributed');

    await lifetimePreview(page, `/admin/shorts/preview/${short.link_id}`, short.link_id, figures.revenue);
    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
