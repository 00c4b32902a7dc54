/**
 * The shopper's page on a 390 px phone: it opens with the store's name and the first product
 * (with its Add to cart) on the first screen; two combinations go into the cart, a quantity
 * changes, a line is removed and the cart checks out — in place with the page's script (no
 * page load between the steps) and again with JavaScript off (every step a full page load).
 * With the script, a value sold out with the other choices says "(sold out)" before the shopper
 * picks it and stays pickable, so every combination in stock stays reachable.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE, SKIP, apiData, merchantWithShop, sharedBrowser, uniqueName, url, waitForProducts } from './helpers.mjs';

/** A look of two products in stock; the second has sold-out combinations as well. */
async function lookWithSoldOutCombinations(browser) {
  const shop = uniqueName('cartshop');
  const { context, account } = await merchantWithShop(browser, 'cartseller', shop);
  await waitForProducts(context.request);
  const { products } = await apiData(
    context.request,
    '/api/admin/v1/products/search?count=50&product_status=active&include_out_of_stock=true',
  );
  const inStock = products.find((p) => p.variant_availability_ratio >= 0.75);
  const mixed = products.find((p) => p !== inStock && p.variant_availability_ratio > 0 && p.variant_availability_ratio < 1);
  assert.ok(inStock && mixed, 'the sandbox catalog has a product in stock and one partly sold out');
  const created = await context.request.post(url('/api/admin/v1/links/create'), {
    data: { description: 'Cart edit', inventory_ids: [inStock.inventory_id, mixed.inventory_id], link_type: 'LOOK' },
  });
  assert.equal(created.status(), 200);
  const link = (await created.json()).data;
  await context.close();
  return { link, storeName: account.username, titles: [inStock.title, mixed.title] };
}

/** The card of the product titled `title`. */
const cardOf = (page, title) => page.locator('article').filter({ hasText: title }).first();

/** Units in the cart as the bar shows them. */
const count = async (page) => Number(await page.locator('[data-cart-count]').first().innerText());

/** Waits until the bar shows `units`. */
const countIs = (page, units) => page.locator(`[data-cart-count="${units}"]`).first().waitFor();

/** The store name opens the page and the first card, up to its Add to cart, is on the first screen. */
async function opensOnTheFirstProduct(page, storeName, title) {
  assert.equal((await page.getByRole('heading', { level: 1 }).innerText()).trim(), storeName, 'the store name opens the page');
  const card = cardOf(page, title);
  const add = await card.getByRole('button', { name: 'Add to cart' }).boundingBox();
  const name = await card.getByRole('heading', { name: title }).boundingBox();
  const bar = await page.locator('form:has(button[data-checkout])').boundingBox();
  assert.ok(name && add && bar, 'the card and the bar are laid out');
  assert.ok(name.y >= 0, 'the title is on screen');
  assert.ok(add.y + add.height <= bar.y, `Add to cart (bottom ${add.y + add.height}) is above the cart bar (${bar.y})`);
}

/** Sets a picker as a shopper's choice would, even to a value the script disabled. */
const setValue = (picker, value) =>
  picker.evaluate((select, v) => {
    select.value = v;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);

/** Chooses a combination the card's variants say can be bought; the script agrees (Add to cart on). */
async function chooseBuyable(card) {
  const pickers = card.locator('select');
  if ((await pickers.count()) === 0) return;
  const variants = JSON.parse(await card.locator('form').getAttribute('data-variants'));
  const buyable = variants.find(([, available]) => available);
  assert.ok(buyable, 'a combination of the card can be bought');
  for (let i = 0; i < buyable[0].length; i += 1) await setValue(pickers.nth(i), buyable[0][i]);
  assert.equal(await card.getByRole('button', { name: 'Add to cart' }).isDisabled(), false, 'the script lets it be bought');
}

/**
 * Picks, on the card, an in-stock combination other than the one it opens on (from the card's
 * `data-variants`); returns its values. With the script the pickers are set as a shopper's
 * choice would be (a value may be disabled until the other picker changes); without it, chosen.
 */
async function chooseAnotherCombination(card, scripted) {
  const pickers = card.locator('select');
  const current = await pickers.evaluateAll((s) => s.map((x) => x.value));
  const variants = JSON.parse(await card.locator('form').getAttribute('data-variants'));
  const other = variants.find(([values, available]) => available && values.some((v, i) => v !== current[i]));
  if (!other) return current;
  for (let i = 0; i < other[0].length; i += 1) {
    if (scripted) await setValue(pickers.nth(i), other[0][i]);
    else await pickers.nth(i).selectOption(other[0][i]);
  }
  return other[0];
}

describe('the shopper cart on a phone', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('with JavaScript: adds two combinations, changes a quantity, removes one and checks out without a page load', async () => {
    const { link, storeName, titles } = await lookWithSoldOutCombinations(browser);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(link.public_url);
    await page.locator('html[data-shopper-script="ready"]').waitFor();
    await opensOnTheFirstProduct(page, storeName, titles[0]);

    // A value sold out with the other choices says so before it is picked, and stays pickable
    // unless no variant in stock has it at all.
    const mixed = cardOf(page, titles[1]);
    const variants = JSON.parse(await mixed.locator('form').getAttribute('data-variants'));
    const soldOut = variants.find(([, available]) => !available);
    const pickers = mixed.locator('select');
    const last = (await pickers.count()) - 1;
    assert.ok(soldOut && last >= 0, 'the partly sold-out product has pickers and a sold-out variant');
    const [values] = soldOut;
    const lastPicker = pickers.nth(last);
    const others = await lastPicker.locator('option').evaluateAll((o, v) => o.map((x) => x.value).filter((x) => x !== v), values[last]);
    assert.ok(others.length > 0, 'the last picker offers another value');
    await setValue(lastPicker, others[0]);
    for (let i = 0; i < last; i += 1) await setValue(pickers.nth(i), values[i]);
    const soldOutValue = lastPicker.locator(`option[value="${values[last]}"]`);
    assert.equal(await soldOutValue.innerText(), `${values[last]} (sold out)`, 'the sold-out value says so');
    const nowhereInStock = !variants.some(([v, available]) => available && v[last] === values[last]);
    assert.equal(await soldOutValue.isDisabled(), nowhereInStock, 'it stays pickable while some combination has it');

    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    const first = cardOf(page, titles[0]);
    const choice = await chooseAnotherCombination(first, true);
    await first.getByLabel('Quantity').fill('2');
    await first.getByRole('button', { name: 'Add to cart' }).click();
    await countIs(page, 2);
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor();
    assert.deepEqual(await first.locator('select').evaluateAll((s) => s.map((x) => x.value)), choice, 'the choice is kept');
    assert.equal(await first.getByLabel('Quantity').inputValue(), '2', 'and the quantity');

    // The second product, on a combination that can be bought.
    await chooseBuyable(mixed);
    await mixed.getByRole('button', { name: 'Add to cart' }).click();
    await countIs(page, 3);
    const lines = page.locator('[data-cart-line]');
    assert.equal(await lines.count(), 2, 'two lines');
    await page.locator('[data-cart-subtotal]').waitFor();

    // Change the first line's quantity, remove the second.
    await lines.first().getByLabel('Quantity').fill('3');
    await lines.first().getByLabel('Quantity').dispatchEvent('change');
    await countIs(page, 4);
    await page.locator('[data-cart-line]').nth(1).getByRole('button', { name: 'Remove' }).click();
    await countIs(page, 3);
    assert.equal(await page.locator('[data-cart-line]').count(), 1, 'one line left');
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no page load happened');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    assert.deepEqual(problems, [], 'no script errors');
    await context.close();
  });

  it('without JavaScript: the same flow with full page loads, the choice and quantity kept', async () => {
    const { link, storeName, titles } = await lookWithSoldOutCombinations(browser);
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(link.public_url);
    await opensOnTheFirstProduct(page, storeName, titles[0]);

    const first = cardOf(page, titles[0]);
    const choice = await chooseAnotherCombination(first, false);
    await first.getByLabel('Quantity').fill('2');
    await Promise.all([page.waitForURL(/\?cart=added/), first.getByRole('button', { name: 'Add to cart' }).click()]);
    assert.equal(await count(page), 2);
    const back = cardOf(page, titles[0]);
    assert.deepEqual(await back.locator('select').evaluateAll((s) => s.map((x) => x.value)), choice, 'the choice came back');
    assert.equal(await back.getByLabel('Quantity').inputValue(), '2', 'and the quantity');

    // The second product: sizes in turn until one is in stock in the chosen colour.
    const mixed = cardOf(page, titles[1]);
    const picker = mixed.locator('select').first();
    const values = (await picker.count()) > 0 ? await picker.locator('option').evaluateAll((o) => o.map((x) => x.value)) : [null];
    for (const value of values) {
      const card = cardOf(page, titles[1]);
      if (value !== null) await card.locator('select').first().selectOption(value);
      await Promise.all([page.waitForURL(/\?cart=/), card.getByRole('button', { name: 'Add to cart' }).click()]);
      if ((await count(page)) === 3) break;
    }
    assert.equal(await count(page), 3, 'the second combination is in the cart');
    assert.equal(await page.locator('[data-cart-line]').count(), 2);

    const lines = page.locator('[data-cart-line]');
    await lines.first().getByLabel('Quantity').fill('3');
    await Promise.all([page.waitForURL(/\?cart=updated/), lines.first().getByRole('button', { name: 'Update' }).click()]);
    assert.equal(await count(page), 4);
    await Promise.all([
      page.waitForURL(/\?cart=updated/),
      page.locator('[data-cart-line]').nth(1).getByRole('button', { name: 'Remove' }).click(),
    ]);
    assert.equal(await count(page), 3);
    assert.equal(await page.locator('[data-cart-line]').count(), 1);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkouts\/[^/]+$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await context.close();
  });
});
