/**
 * Browser tests of a shopper buying from the built-in sandbox store and the order reaching
 * Shoplinks: a merchant connects a sandbox shop; a shopper on a phone opens a product on the
 * storefront, picks a size and colour and adds it to the cart, then opens the cart link with a
 * discount code and a click attribute (as a shoppable link would), pays, and sees the thank-you
 * page; the order, with its discount, attribute and line, shows in the merchant's order list; a
 * refund made on the sandbox admin page follows. An unknown code shows the store's notice and
 * the order goes through at full price.
 *
 * Every test uses its own accounts and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SKIP,
  apiData,
  eventually,
  merchantWithShop,
  sandboxPath,
  sharedBrowser,
  uniqueName,
  url,
  watchConsole,
} from './helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** "12.50" → 1250. */
const cents = (text) => Math.round(Number(text) * 100);
/** 1250 → "12.50". */
const money = (minor) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The merchant's orders, newest first (API through the merchant's signed-in context). */
const ordersOf = async (context) => (await apiData(context.request, '/api/admin/v1/store/orders')).orders;

/** The storefront's product links, in page order. */
async function productLinks(page, shop) {
  await page.goto(url(sandboxPath(shop)));
  await page.locator('a.tile').first().waitFor();
  return page.locator('a.tile').evaluateAll((tiles) => tiles.map((a) => a.getAttribute('href')));
}

/** A product page's variants as its availability list states them. */
const variantsOn = (page) =>
  page.locator('#variants li').evaluateAll((items) =>
    items.map((li) => ({
      size: li.dataset.size,
      color: li.dataset.color,
      stock: Number(li.dataset.stock),
      price: / — ([\d.]+) [A-Z]{3} — /.exec(li.textContent)?.[1],
    })),
  );

/**
 * Opens, from the storefront index, the first product with a variant that `wanted` accepts
 * (given the variant and all of the product's variants) and returns it with the product's title
 * and the unit price in cents.
 */
async function openProductWith(page, shop, wanted) {
  for (const href of await productLinks(page, shop)) {
    await page.goto(url(href));
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const variants = await variantsOn(page);
    const variant = variants.find((v) => wanted(v, variants));
    if (variant) return { ...variant, title, price: cents(variant.price) };
  }
  assert.fail('no product on the first storefront page has the variant wanted');
}

/**
 * A variant with two or more in stock, preferably in another size than the one shown first,
 * whose colour is also in stock in that first size.
 */
async function openProductInStock(page, shop) {
  const firstSizeHas = (color, all) => all.some((v) => v.size === all[0].size && v.color === color && v.stock > 0);
  return openProductWith(page, shop, (v, all) => v.stock >= 2 && v.size !== all[0].size && firstSizeHas(v.color, all));
}

describe('sandbox storefront', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a shopper buys through a cart link with a discount and a click, and the order and its refunds reach the merchant', async () => {
    const shop = uniqueName('frontshop');
    const merchant = await merchantWithShop(browser, 'frontseller', shop);

    // The shopper, on a phone, in a context of their own.
    const shopper = await browser.newContext(PHONE);
    const page = await shopper.newPage();
    const problems = watchConsole(page);
    const picked = await openProductInStock(page, shop);

    await page.getByLabel('Size').selectOption(picked.size);
    await page.getByLabel('Colour').selectOption(picked.color);
    await eventually(
      async () => (await page.locator('#availability').innerText()) === `${picked.stock} in stock`,
      'the chosen variant shows its stock',
    );
    await page.getByLabel('Quantity').fill('2');
    const add = page.getByRole('button', { name: 'Add to cart' });
    assert.equal(await add.isEnabled(), true);
    // Add to cart leads through the cart permalink of the chosen variant to the checkout.
    const permalinkSeen = page.waitForRequest((request) => /\/cart\/\d+:\d+$/.test(new URL(request.url()).pathname));
    await add.click();
    const permalink = new URL((await permalinkSeen).url()).pathname;
    assert.match(permalink, new RegExp(`^${sandboxPath(shop)}/cart/\\d+:2$`));
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    let body = await page.locator('body').innerText();
    assert.ok(body.includes(picked.title), 'the product is in the cart');
    assert.ok(body.includes(`${picked.size} / ${picked.color}`), 'with the chosen size and colour');
    assert.doesNotMatch(await page.locator('tfoot').innerText(), /Discount/, 'no discount without a code');

    // The same cart as a shoppable link opens it: with a discount code and the click attribute.
    const subtotal = picked.price * 2;
    const off = Math.round(subtotal / 10);
    const total = subtotal - off;
    await page.goto(url(`${permalink}?discount=WELCOME10&attributes[shoplinks_click]=abc123`));
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    body = await page.locator('body').innerText();
    assert.match(body, /Discount\s+WELCOME10\s+-/, 'the code is applied');
    assert.ok(body.includes(`-${money(off)}`), `10% off (${money(off)}) is shown`);
    assert.ok(body.includes(`${money(subtotal)}`), 'the subtotal is shown');
    assert.ok(body.includes(`${money(total)} USD`), 'the total is shown');
    assert.doesNotMatch(body, /Enter a valid discount code/);
    await page.getByRole('heading', { name: 'Cart attributes' }).waitFor();
    assert.equal(await page.getByRole('listitem').filter({ hasText: 'shoplinks_click' }).innerText(), 'shoplinks_click: abc123');

    const email = `${uniqueName('buyer')}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const thanks = page.getByRole('heading', { name: /^Order #\d+ confirmed$/ });
    await thanks.waitFor();
    const orderName = /#\d+/.exec(await thanks.innerText())[0];
    assert.equal(orderName, '#1001', "a new shop's first order");
    body = await page.locator('body').innerText();
    assert.ok(body.includes(`A confirmation would be sent to ${email}`));
    assert.ok(body.includes(`${money(total)} USD`), 'the thank-you page shows the total paid');
    assert.deepEqual(problems, [], 'no console errors or warnings for the shopper');
    await shopper.close();

    // The merchant: the order arrives through the webhook within a few seconds.
    let order;
    await eventually(
      async () => {
        order = (await ordersOf(merchant.context)).find((o) => o.name === orderName);
        return Boolean(order);
      },
      `order ${orderName} reaches Shoplinks`,
      10_000,
    );
    assert.equal(order.number, 1001);
    assert.equal(order.email, email);
    assert.equal(order.currency, 'USD');
    assert.equal(order.financial_status, 'paid');
    assert.equal(order.subtotal, subtotal);
    assert.equal(order.discount, off);
    assert.equal(order.total, total, 'the total is 10% below the subtotal');
    assert.equal(order.refunded, 0);
    assert.deepEqual(order.discount_codes, [{ code: 'WELCOME10', amount: off, type: 'percentage' }]);
    assert.deepEqual(order.attributes, [{ name: 'shoplinks_click', value: 'abc123' }]);
    assert.equal(order.lines.length, 1);
    const [line] = order.lines;
    assert.equal(line.title, picked.title);
    assert.equal(line.variant_title, `${picked.size} / ${picked.color}`);
    assert.equal(line.quantity, 2);
    assert.equal(line.price, picked.price);
    assert.match(line.variant_id, new RegExp(`^gid://shopify/ProductVariant/${/(\d+):2$/.exec(permalink)[1]}$`));
    assert.deepEqual(order.refunds, []);

    // The merchant refunds 5.00 on the sandbox admin page, then the rest with a restock.
    const admin = merchant.page;
    await admin.goto(url(`${sandboxPath(shop)}/admin`));
    const row = admin.getByRole('row').filter({ hasText: orderName });
    await row.waitFor();
    assert.match(await row.innerText(), /WELCOME10/);
    assert.match(await row.innerText(), new RegExp(`${money(total)}\\s+0\\.00\\s+paid`));
    await row.getByLabel('Amount to refund').fill('5.00');
    await row.getByRole('button', { name: 'Refund' }).click();
    await admin.locator('.notice').filter({ hasText: `Refunded 5.00 of order ${orderName} (partially_refunded)` }).waitFor();
    await eventually(
      async () => {
        order = (await ordersOf(merchant.context)).find((o) => o.name === orderName);
        return order.refunded === 500 && order.financial_status === 'partially_refunded';
      },
      `the partial refund reaches Shoplinks (last seen ${order?.refunded} ${order?.financial_status})`,
      10_000,
    );
    assert.equal(order.financial_status, 'partially_refunded');
    assert.deepEqual(order.refunds.map((r) => r.amount), [500]);

    const left = total - 500;
    assert.equal(await row.getByLabel('Amount to refund').getAttribute('placeholder'), `${money(left)} (all)`);
    await row.getByLabel('Restock').check();
    await row.getByRole('button', { name: 'Refund' }).click();
    await admin.locator('.notice').filter({ hasText: `Refunded ${money(left)} of order ${orderName} (refunded)` }).waitFor();
    assert.equal(await row.getByRole('button', { name: 'Refund' }).count(), 0, 'nothing is left to refund');
    await eventually(
      async () => {
        order = (await ordersOf(merchant.context)).find((o) => o.name === orderName);
        return order.refunded === total && order.financial_status === 'refunded';
      },
      `the full refund reaches Shoplinks (last seen ${order?.refunded} ${order?.financial_status})`,
      10_000,
    );
    assert.equal(order.financial_status, 'refunded');
    assert.deepEqual(order.refunds.map((r) => r.amount), [500, left]);
    assert.equal(order.total, total, 'the total stays what was paid');

    assert.deepEqual(merchant.problems, [], 'no console errors or warnings for the merchant');
    await merchant.context.close();
  });

  it('an unknown discount code shows the store notice and the order goes through at full price', async () => {
    const shop = uniqueName('codeshop');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const picked = await openProductInStock(page, shop);
    await page.getByLabel('Size').selectOption(picked.size);
    await page.getByLabel('Colour').selectOption(picked.color);
    const permalinkSeen = page.waitForRequest((request) => /\/cart\/\d+:\d+$/.test(new URL(request.url()).pathname));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const permalink = new URL((await permalinkSeen).url()).pathname;
    assert.match(permalink, /:1$/, 'one by default');

    await page.goto(url(`${permalink}?discount=NOSUCHCODE`));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByText('Enter a valid discount code (NOSUCHCODE cannot be used).').waitFor();
    const body = await page.locator('body').innerText();
    assert.doesNotMatch(await page.locator('tfoot').innerText(), /Discount/, 'no discount line');
    assert.ok(body.includes(`${money(picked.price)} USD`), 'the total is the full price');

    await page.getByLabel('Email').fill('full.price@example.com');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'Order #1001 confirmed' }).waitFor();
    assert.ok((await page.locator('body').innerText()).includes(`${money(picked.price)} USD`), 'paid in full');
    assert.deepEqual(problems, []);
    await context.close();
  });
  it('lets a shopper choose a colour that is sold out in the first size but in stock in another', async () => {
    const shop = uniqueName('colorshop');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const picked = await openProductWith(
      page,
      shop,
      (v, all) => v.size !== all[0].size && v.stock > 0 && all.some((w) => w.size === all[0].size && w.color === v.color && w.stock <= 0),
    );
    await page.getByLabel('Size').selectOption(picked.size);
    const colour = page.getByLabel('Colour');
    const labels = await colour.locator('option').allInnerTexts();
    assert.ok(labels.includes(picked.color), `${picked.size} / ${picked.color} is offered without "(sold out)": ${JSON.stringify(labels)}`);
    await colour.selectOption(picked.color, { timeout: 2_000 });
    assert.equal(await page.locator('#availability').innerText(), `${picked.stock} in stock`);
    assert.equal(await page.getByRole('button', { name: 'Add to cart' }).isEnabled(), true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    assert.ok((await page.locator('body').innerText()).includes(`${picked.size} / ${picked.color}`));
    assert.deepEqual(problems, []);
    await context.close();
  });
});
