/**
 * Browser tests of the links and shorts pages against the real server and the sandbox store:
 * a merchant creates a link through the product picker (the new link heads the list), copies
 * its address, edits its title ("Changes saved"), deletes it; and creates a short to a custom
 * URL, which must start with one of the store's domains.
 *
 * Uses its own usernames and shop name (several tests share one server).
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
  withoutInfluencerProbe,
} from './helpers.mjs';

describe('links and shorts', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('creates, copies, edits and deletes a link', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'linker', uniqueName('linkshop'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await waitForProducts(context.request);

    await page.goto(url('/admin/links'));
    await waitReady(page);
    await page.locator('[data-empty-state]').waitFor();

    // Create: title, one product from the picker; Create is enabled only once a product is chosen.
    await page.locator('[data-create-link]').click();
    await page.locator('[data-link-form]').waitFor();
    const save = page.locator('[data-save-link]');
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');
    await page.locator('[data-link-form] input[name=title]').fill('E2E look');
    await page.getByRole('button', { name: 'Add products' }).click();
    const tile = page.locator('[data-product-tile] > button').first();
    await tile.waitFor();
    await tile.click();
    await page.getByRole('button', { name: 'Done' }).last().click();
    await eventually(() => save.isEnabled(), 'a product enables Create');
    await save.click();

    const first = page.locator('[data-link-item]').first();
    await eventually(async () => (await first.locator('h3').innerText().catch(() => '')) === 'E2E look', 'the new link heads the list', 10_000);

    // Copy: the public address lands on the clipboard and a toast says so.
    await first.locator('[data-action=copy]').click();
    await page.locator('[data-toast]').getByText('Link copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const id = await first.getAttribute('data-link-item');
    assert.ok(copied.endsWith(`/${id}`), `copied ${copied}`);

    // Edit: the address shows the edit path; saving says "Changes saved" and the list follows.
    await first.locator('[data-action=edit]').click();
    await page.waitForURL(new RegExp(`/admin/links/edit/${id}$`));
    const title = page.locator('[data-link-form] input[name=title]');
    await eventually(async () => (await title.inputValue()) === 'E2E look', 'the link loads');
    await title.fill('E2E look, renamed');
    await save.click();
    await page.locator('[data-toast]').getByText('Changes saved').waitFor();
    await page.waitForURL(/\/admin\/links$/);
    await eventually(async () => (await first.locator('h3').innerText()) === 'E2E look, renamed', 'the list shows the new title', 10_000);

    // Delete: confirmed, the item leaves the list.
    await first.locator('[data-action=delete]').click();
    await page.locator('[data-confirm-delete]').click();
    await eventually(async () => (await page.locator(`[data-link-item="${id}"]`).count()) === 0, 'the link is gone');

    assert.deepEqual(withoutInfluencerProbe(problems), [], 'no console errors or warnings');
    await context.close();
  });

  it('creates a short to a custom URL on the store domain', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'shorter', uniqueName('shortshop'));
    const { domains } = await apiData(context.request, '/api/admin/v1/links/domains');
    assert.ok(domains.length > 0, 'the store has a domain');

    await page.goto(url('/admin/shorts'));
    await waitReady(page);
    await page.locator('[data-create-link]').click();
    const form = page.locator('[data-short-form]');
    await form.waitFor();
    await form.locator('input[name=short-target][value=custom]').check();
    const field = form.locator('input[name=url]');
    await field.fill('https://elsewhere.example/x');
    await form.getByText('The URL must be a valid address on').waitFor();
    await field.fill(`${domains[0]}/collections/all`);
    await eventually(async () => (await form.getByText('The URL must be a valid address on').count()) === 0, 'the error clears');
    await form.locator('input[name=title]').fill('E2E short');
    const save = page.locator('[data-save-link]');
    await eventually(() => save.isEnabled(), 'a valid URL enables Create');
    await save.click();
    const first = page.locator('[data-link-item]').first();
    await eventually(async () => (await first.locator('h3').innerText().catch(() => '')) === 'E2E short', 'the short heads the list', 10_000);

    assert.deepEqual(withoutInfluencerProbe(problems), [], 'no console errors or warnings');
    await context.close();
  });
});
