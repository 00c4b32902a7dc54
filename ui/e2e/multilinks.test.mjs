/**
 * Browser tests of the multilinks page and the link preview against the real server and the
 * sandbox store: a merchant creates a multilink (experience A a look through the picker,
 * experience B a custom URL, traffic 70/30), opens its preview, copies its address, edits it
 * ("Changes saved") and deletes it; and opens a new link's preview, where the empty tables
 * and charts say so and the date range switches to Lifetime.
 *
 * They need the links, multilinks and analytics APIs on the server.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SKIP,
  apiData,
  eventually,
  merchantWithShop,
  sharedBrowser,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
} from './helpers.mjs';

describe('multilinks and the link preview', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('creates, previews, copies, edits and deletes a multilink', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'splitter', uniqueName('multishop'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await waitForProducts(context.request);
    const { domains } = await apiData(context.request, '/api/admin/v1/links/domains');

    await page.goto(url('/admin/multilinks'));
    await waitReady(page);
    await page.locator('[data-empty-state]').waitFor();

    // Create: title, A a look with one product, B a custom URL; 70 for A leaves 30 for B.
    await page.locator('[data-create-multilink]').click();
    const form = page.locator('[data-multilink-editor="create"]');
    await form.waitFor();
    const save = page.locator('[data-save-link]');
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');
    await form.locator('input[name=title]').fill('E2E split');
    const a = form.locator('[data-experience="A"]');
    await a.getByRole('button', { name: 'Add products' }).click();
    const tile = page.locator('[data-product-tile] > button').first();
    await tile.waitFor();
    await tile.click();
    await page.getByRole('button', { name: 'Done' }).last().click();
    const b = form.locator('[data-experience="B"]');
    await b.locator('input[type=radio][value=CUSTOM]').check();
    await b.locator('input[name=url]').fill(`${domains[0]}/collections/all`);
    await a.locator('input[type=number]').fill('70');
    assert.equal(await b.locator('input[type=number]').inputValue(), '30', 'the other share complements to 100');
    await eventually(() => save.isEnabled(), 'a valid multilink enables Create');
    await save.click();

    const item = page.locator('[data-multilink-item]').first();
    await eventually(async () => (await item.innerText().catch(() => '')).includes('E2E split'), 'the new multilink is listed', 10_000);
    const id = await item.getAttribute('data-multilink-item');

    // Preview (the card's title opens it): both experiences with their shares.
    await item.getByRole('link', { name: 'E2E split' }).click();
    const preview = page.locator(`[data-multilink-preview="${id}"]`);
    await preview.waitFor();
    for (const text of ['Experience A', 'Experience B', '70%', '30%', 'Instant store', 'Custom URL']) {
      await preview.getByText(text, { exact: true }).first().waitFor();
    }

    // Copy link: the public address lands on the clipboard.
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.locator('[data-toast]').getByText('Link copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied.endsWith(`/${id}`), `copied ${copied}`);

    // Edit: rename, "Changes saved", the list follows.
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.locator('[data-multilink-editor="edit"]');
    await edit.waitFor();
    await edit.locator('input[name=title]').fill('E2E split, renamed');
    await save.click();
    await page.locator('[data-toast]').getByText('Changes saved').waitFor();
    await eventually(async () => (await page.locator(`[data-multilink-item="${id}"]`).innerText()).includes('renamed'), 'the list shows the new title', 10_000);

    // Delete: confirmed, the dialog closes and the item leaves the list.
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await eventually(async () => (await page.locator(`[data-multilink-item="${id}"]`).count()) === 0, 'the multilink is gone');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });

  it('previews a new link: its product at zero, no orders, empty charts, and a lifetime range', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'previewer', uniqueName('prevshop'));
    await waitForProducts(context.request);
    const { products } = await apiData(context.request, '/api/admin/v1/products/search?count=1');
    // business_id may be left out: the server takes the caller's (docs/links-api.md).
    const created = await context.request.post(url('/api/admin/v1/links/create'), {
      data: {
        images: [],
        inventory_ids: [products[0].inventory_id],
        selected_options: {},
        collection_ids: [],
        promocode: null,
        description: 'E2E preview',
        shopping_redirect_url: null,
        influencer_username: null,
        utm_params: null,
        link_type: 'LOOK',
      },
    });
    const link = (await created.json()).data;
    assert.ok(link?.link_id, 'the link was created');

    await page.goto(url(`/admin/links/preview/${link.link_id}`));
    await waitReady(page);
    const preview = page.locator(`[data-link-preview-id="${link.link_id}"]`);
    await preview.waitFor();
    await preview.getByText('E2E preview').first().waitFor();
    await preview.getByText('Top-performing products').waitFor();
    await preview.getByText('Recent orders').waitFor();
    // The link's product is listed with zero views, adds and buys; no order yet.
    await preview.getByText(products[0].title).first().waitFor();
    await eventually(async () => (await preview.getByText('No items to display').count()) >= 1, 'the orders table is empty');
    await preview.getByText('No data for this time range').first().waitFor();

    // A merchant's previews open on the last 30 days.
    await preview.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByRole('option', { name: 'Lifetime' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await preview.getByRole('button', { name: 'Lifetime' }).waitFor();

    // Back returns to the links list without a page load.
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.waitForURL(/\/admin\/links$/);

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
