/**
 * Browser tests of the sandbox store's admin page feeding Shoplinks' catalog: a connected
 * merchant changes a variant's price and adds a product on the sandbox admin page, the
 * store's webhooks bring both into Shoplinks' product search within seconds, and Force product
 * sync on the account page shows the approval message (docs/store.md#catalog-sync) and keeps both.
 *
 * Uses its own username and shop name (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SKIP, apiData, eventually, merchantWithShop, sandboxPath, sharedBrowser, uniqueName, url, waitReady } from './helpers.mjs';

/** The notice's phase (`starting`, `syncing`, `done`, `failed`), or null when not shown. */
const phaseOf = (page) =>
  page.locator('[data-catalog-sync]').first().getAttribute('data-catalog-sync', { timeout: 1_000 }).catch(() => null);

/** Shoplinks' product search for the signed-in merchant. */
const search = async (context, q) =>
  (await apiData(context.request, `/api/admin/v1/products/search?q=${encodeURIComponent(q)}`)).products;

describe('sandbox admin', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('a price edit and a new product reach product search, and a forced sync keeps them', async () => {
    const shop = uniqueName('adminshop');
    const { context, page, problems } = await merchantWithShop(browser, 'shopadmin', shop);

    // Let the first sync finish, as the home notice shows, so the forced sync below may start.
    await page.locator('[data-catalog-sync]').waitFor();
    await eventually(async () => (await phaseOf(page)) === 'done', 'the first sync ends', 60_000);

    // The sandbox admin page (server HTML, another tab of the merchant's).
    const admin = await context.newPage();
    await admin.goto(url(`${sandboxPath(shop)}/admin`));
    await admin.getByRole('heading', { name: / admin$/ }).waitFor();

    // An active product: open it and lower its first variant's price below all the others.
    const product = admin.locator('details').filter({ has: admin.locator('summary .badge', { hasText: /^ACTIVE$/ }) }).first();
    const title = (await product.locator('summary strong').innerText()).trim();
    const handle = (await product.locator('summary a').getAttribute('href')).split('/').pop();
    const number = /#(\d+)/.exec(await product.locator('summary').innerText())[1];
    await product.locator('summary').click();
    const firstVariant = product.getByRole('row').nth(1);
    const price = firstVariant.getByLabel('Price');
    await price.waitFor();
    const before = (await search(context, title)).find((p) => p.handle === handle);
    assert.ok(before, `${title} is in Shoplinks' catalog after the sync`);
    assert.notEqual(before.price, '2.34');
    await price.fill('2.34');
    await firstVariant.getByRole('button', { name: 'Save' }).click();
    await admin.locator('.notice').filter({ hasText: new RegExp(`^Saved variant \\d+ of product ${number}$`) }).waitFor();
    let found;
    await eventually(
      async () => {
        found = (await search(context, title)).find((p) => p.handle === handle);
        return found?.price === '2.34';
      },
      `product search shows ${title} at 2.34 (last seen ${found?.price})`,
      10_000,
    );

    // A new product through the add-product form.
    const newTitle = `Harbor Parka ${uniqueName('e2e').slice(4)}`;
    await admin.getByLabel('Title', { exact: true }).fill(newTitle);
    await admin.getByLabel(/^Price \(/).fill('42.50');
    await admin.getByLabel('Stock per variant').fill('7');
    await admin.getByLabel('Sizes (comma-separated)').fill('S, M');
    await admin.getByLabel('Colours (comma-separated)').fill('Black, Navy');
    await admin.getByLabel('Status', { exact: true }).selectOption('ACTIVE');
    await admin.locator('#p-description').fill('A parka added in a browser test.');
    await admin.getByRole('button', { name: 'Add product' }).click();
    await admin.locator('.notice').filter({ hasText: new RegExp(`^Added ${newTitle} \\(product \\d+\\)$`) }).waitFor();
    let added;
    await eventually(
      async () => {
        added = await search(context, newTitle);
        return added.length === 1;
      },
      `product search finds ${newTitle}`,
      10_000,
    );
    assert.equal(added[0].title, newTitle);
    assert.equal(added[0].price, '42.50');
    assert.equal(added[0].product_status.toLowerCase(), 'active');
    assert.equal(added[0].total_quantity, 28, '7 of each of 4 variants');
    await admin.close();

    // The account page: force a product sync and see the approval message.
    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    await eventually(async () => (await phaseOf(page)) === 'done', 'the account page shows the last sync', 10_000);
    const firstFinish = await page.locator('[data-catalog-sync]').getAttribute('data-finished-at');
    const force = page.getByRole('button', { name: 'Force product sync' });
    assert.equal(await force.isEnabled(), true);
    await force.click();
    const toast = page.locator('[data-force-sync]');
    await toast.waitFor();
    assert.equal(await toast.getAttribute('data-force-sync'), 'started');
    assert.match(await toast.innerText(), /Product sync started\. It runs in the background and can take a few minutes\./);

    // When the forced sync is done, the catalog still has the new product and the new price.
    await eventually(
      async () =>
        (await phaseOf(page)) === 'done' &&
        (await page.locator('[data-catalog-sync]').getAttribute('data-finished-at')) !== firstFinish,
      'the forced sync ends',
      60_000,
    );
    assert.equal((await search(context, newTitle)).length, 1, 'the new product survives the full sync');
    assert.equal((await search(context, title)).find((p) => p.handle === handle)?.price, '2.34');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
