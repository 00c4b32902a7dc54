/**
 * A shopper on a phone choosing options on a look (docs/public-side.md#instant-store-page), with
 * and without JavaScript: choosing another colour shows that colour's picture, and a size no
 * variant in stock has says "(sold out)" (in English and in Hebrew) and cannot be picked while
 * the other sizes stay open. The sandbox store gives every colour its own picture; the test
 * sells out one size in the store's admin and waits for the catalog to follow.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BASE_URL,
  PHONE,
  SKIP,
  apiData,
  eventually,
  merchantWithShop,
  sandboxPath,
  sharedBrowser,
  uniqueName,
  url,
  waitForProducts,
} from './helpers.mjs';

/** The variants of a sandbox product in position order, read from its storefront page. */
async function storefrontVariants(product) {
  const html = await (await fetch(product.url)).text();
  return [...html.matchAll(/data-size="([^"]*)" data-color="([^"]*)" data-stock="(\d+)">[^—]*— ([\d.]+) /g)].map(
    ([, size, color, stock, price], index) => ({ position: index + 1, size, color, stock: Number(stock), price }),
  );
}

/** The `src` of the picture a card shows now (the others are hidden by its CSS). */
const shownPicture = (card) =>
  card.evaluate((article) => {
    const shown = [...article.querySelectorAll('img[data-pic], img[data-pic-default]')].filter(
      (img) => getComputedStyle(img).display !== 'none',
    );
    return shown.map((img) => img.getAttribute('src'));
  });

describe('a shopper choosing options on a phone', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('the picture follows the chosen colour and a sold-out size says so, with and without JavaScript', async () => {
    const shop = uniqueName('swatchshop');
    const { context } = await merchantWithShop(browser, 'swatcher', shop);
    await waitForProducts(context.request);
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=40&product_status=active&include_out_of_stock=false');
    let chosen = null;
    for (const product of products) {
      const variants = await storefrontVariants(product);
      const sizes = [...new Set(variants.map((v) => v.size))];
      const colors = [...new Set(variants.map((v) => v.color))];
      if (sizes.length >= 3 && colors.length >= 2) {
        chosen = { product, variants, sizes, colors };
        break;
      }
    }
    assert.ok(chosen, 'a sandbox product with three sizes and two colours');
    const { product, variants, sizes, colors } = chosen;
    const number = product.inventory_id.split('/').pop();
    const soldOut = sizes.at(-1);
    // The last size sold out in every colour, every other size in stock in every colour: the
    // sandbox gives some variants no stock, so a size left as it was may be sold out already.
    for (const v of variants) {
      const stock = v.size === soldOut ? 0 : 5;
      const edited = await context.request.post(url(`${sandboxPath(shop)}/admin/products/${number}/variants/${v.position}/edit`), {
        headers: { Origin: BASE_URL },
        form: { price: v.price, inventory_quantity: String(stock) },
      });
      assert.ok(edited.status() < 400, `editing variant ${v.position} answered ${edited.status()}`);
    }
    const created = await context.request.post(url('/api/admin/v1/links/create'), {
      headers: { Origin: BASE_URL },
      data: { description: 'Colour test', inventory_ids: [product.inventory_id], link_type: 'LOOK' },
    });
    assert.equal(created.status(), 200, await created.text());
    const look = (await created.json()).data;

    for (const javaScriptEnabled of [true, false]) {
      const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
      const shopper = await browser.newContext({ ...PHONE, javaScriptEnabled });
      const page = await shopper.newPage();
      const card = page.locator('article').filter({ hasText: product.title }).first();
      const size = card.getByLabel('Size');
      // The catalog follows the store's stock change through its webhooks, one per variant, in
      // no set order: until the last has arrived a size may be sold out with some colours only,
      // which the script says of the chosen one too. So wait for the server's own verdict on
      // every size, the sold-out value disabled (nothing in stock has it) and the others not; the
      // script never disables.
      const soldOutOption = size.locator(`option[value="${soldOut}"]`);
      const openOptions = sizes.slice(0, -1).map((open) => size.locator(`option[value="${open}"]`));
      await eventually(
        async () => {
          await page.goto(look.public_url);
          if (!(await soldOutOption.isDisabled())) return false;
          for (const option of openOptions) if (await option.isDisabled()) return false;
          return true;
        },
        `${how}: the catalog knows which sizes are in stock`,
        30_000,
      );
      if (javaScriptEnabled) await page.locator('html[data-shopper-script="ready"]').waitFor({ state: 'attached' });
      assert.equal(await soldOutOption.innerText(), `${soldOut} (sold out)`, `${how}: the sold-out size says so`);
      for (const open of sizes.slice(0, -1)) {
        assert.equal(await size.locator(`option[value="${open}"]`).isDisabled(), false, `${how}: ${open} stays open`);
      }

      // One picture shows; choosing another colour shows that colour's. The colour is a row of
      // swatches once the merchant maps it to colours, a list until then: both follow.
      const before = await shownPicture(card);
      assert.equal(before.length, 1, `${how}: one picture at a time`);
      const swatches = (await card.locator('input[name="o.Color"]').count()) > 0;
      const choices = card.locator(swatches ? 'input[name="o.Color"]' : 'select[name="o.Color"] option');
      assert.equal(await choices.count(), colors.length, `${how}: every colour is offered`);
      const checked = swatches
        ? await card.locator('input[name="o.Color"]:checked').getAttribute('value')
        : await card.locator('select[name="o.Color"]').inputValue();
      const other = colors.find((c) => c !== checked);
      const otherChoice = choices.and(card.locator(`[value="${other}"]`));
      if (swatches) {
        await card.locator('label').filter({ has: otherChoice }).click();
        assert.equal(await otherChoice.isChecked(), true, `${how}: ${other} is chosen`);
      } else {
        await card.locator('select[name="o.Color"]').selectOption(other);
      }
      const index = await otherChoice.getAttribute('data-pic-choice');
      assert.ok(index !== null, `${how}: ${other} has a picture of its own`);
      const expected = await card.locator(`img[data-pic="${index}"]`).getAttribute('src');
      await eventually(async () => (await shownPicture(card)).join() === expected, `${how}: the picture follows the colour`);
      assert.notEqual(expected, before[0], `${how}: another picture than before`);
      await eventually(
        () => card.locator(`img[data-pic="${index}"]`).evaluate((img) => img.complete && img.naturalWidth > 0),
        `${how}: the picture loads`,
        10_000,
      );
      await shopper.close();
    }

    // The same word in Hebrew.
    const hebrew = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const hePage = await hebrew.newPage();
    await hePage.goto(`${look.public_url}?lang=he`);
    const option = hePage.locator(`article select option[value="${soldOut}"]`).first();
    assert.equal(await option.innerText(), `${soldOut} (אזל מהמלאי)`);
    await hebrew.close();
  });
});
