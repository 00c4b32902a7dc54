/**
 * Browser test of the look editor's phone preview against the real server and the sandbox store
 * (docs/links.md#editors): the preview is the page shoppers get. A merchant picks four products
 * in an order of their own, reads the preview's products (titles and prices, in order) and the
 * picker's prices, saves, and opens the public page on a phone: it shows the same products, in
 * the same order, at the same prices, written the same way (the store's currency sign). The
 * look's preview in the dashboard shows them too.
 *
 * Uses its own username and shop name (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, PHONE, SKIP, apiData, eventually, merchantWithShop, sharedBrowser, uniqueName, url, waitForProducts, waitReady } from './helpers.mjs';

/** The last characters of an amount as any screen writes it ("44.00", "$1,234.50"). */
const AMOUNT = /\d\.\d{2}$/;

/** The visible text of the phone preview: the page in its frame, or whatever it draws itself. */
const previewText = (scope) =>
  scope.locator('[data-link-preview]').evaluate((preview) => {
    const frame = preview.querySelector('iframe');
    return (frame ? frame.contentDocument?.body : preview)?.innerText ?? '';
  });

/** "{title} {price}" for each line of `text` that is one of `titles`, with the first amount after it, in order. */
function productLines(text, titles) {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.flatMap((line, index) => (titles.includes(line) ? [`${line} ${lines.slice(index + 1).find((l) => AMOUNT.test(l))}`] : []));
}

describe('look editor preview', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('shows the products, order and prices of the public page', async () => {
    const { context, page, problems, account } = await merchantWithShop(browser, 'previewer', uniqueName('previewshop'));
    await waitForProducts(context.request);

    await page.goto(url('/admin/links'));
    await waitReady(page);
    await page.locator('[data-create-link]').click();
    const form = page.locator('[data-link-form]');
    await form.waitFor();
    await form.locator('input[name=title]').fill('Preview look');

    // Four products, picked in an order of their own (not the picker's), so the order is the link's.
    await page.getByRole('button', { name: 'Add products' }).click();
    const picker = page.getByRole('dialog', { name: 'Add products' });
    const tiles = picker.locator('[data-product-tile]');
    await tiles.nth(4).waitFor();
    const picked = [];
    for (const i of [3, 0, 2, 1]) {
      const tile = tiles.nth(i);
      await tile.locator('> button').click();
      const price = (await tile.innerText()).split('\n').map((l) => l.trim()).find((l) => AMOUNT.test(l));
      picked.push({ id: await tile.getAttribute('data-product-tile'), price });
    }
    await picker.getByText('4 selected').waitFor();
    await picker.getByRole('button', { name: 'Done', exact: true }).click();
    await eventually(async () => (await form.getByRole('button', { name: /^Remove / }).count()) === 4, 'the form lists four products');

    // The preview as it stands before saving (it draws once the store's details arrive).
    let shownInEditor = '';
    await eventually(async () => {
      shownInEditor = await previewText(page);
      return (shownInEditor.match(/\d\.\d{2}/g) ?? []).length >= 4;
    }, 'the preview shows the four products with their prices', 10_000);

    const save = page.locator('[data-save-link]');
    await eventually(() => save.isEnabled(), 'products enable Create');
    await save.click();
    await page.locator('[data-toast]').getByText('Link created').waitFor();
    const first = page.locator('[data-link-item]').first();
    await eventually(async () => (await first.locator('h3').innerText().catch(() => '')) === 'Preview look', 'the new link heads the list', 20_000);
    const id = await first.getAttribute('data-link-item');
    const saved = await apiData(context.request, `/api/admin/v1/links/${id}`);
    assert.deepEqual(saved.products.map((p) => p.inventory_id), picked.map((p) => p.id), 'the link keeps the order they were picked in');
    const titles = saved.products.map((p) => p.title);

    // What shoppers get, on a phone.
    const shopper = await browser.newContext(PHONE);
    const shopPage = await shopper.newPage();
    await shopPage.goto(`${BASE_URL}/${account.username}/${id}`);
    const onPage = productLines(await shopPage.locator('main').innerText(), titles);
    await shopper.close();
    assert.equal(onPage.length, 4, `the public page shows the four products: ${JSON.stringify(onPage)}`);
    assert.match(onPage[0], /\$\d/, 'the public page writes the currency');

    assert.deepEqual(productLines(shownInEditor, titles), onPage, "the editor's preview shows what the public page shows");
    assert.ok(shownInEditor.includes('Preview look'), "the editor's preview shows the title");

    // The picker wrote each product's price as the page does.
    assert.deepEqual(
      picked.map((p, index) => `${titles[index]} ${p.price}`),
      onPage,
      'the picker writes the prices in the store currency',
    );

    // The look's preview in the dashboard draws the same page.
    await page.goto(url(`/admin/links/preview/${id}`));
    await waitReady(page);
    const dialog = page.locator(`[data-link-preview-id="${id}"]`);
    await dialog.waitFor();
    let shownInPreview = '';
    await eventually(async () => {
      shownInPreview = await previewText(dialog);
      return productLines(shownInPreview, titles).length === 4;
    }, "the look's preview shows the four products", 10_000);
    assert.deepEqual(productLines(shownInPreview, titles), onPage, "the look's preview shows what the public page shows");

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
