/**
 * Browser tests of the shopboard (docs/shopboard.md), through the real flows against the sandbox
 * networks: a merchant who connected a sandbox store opens the shopboard, presses Connect
 * Instagram, allows on the sandbox consent page (as a new sandbox account), comes back to
 * "Syncing" or the count, waits for the 30 posts (24, then Load more), hides the first post (it
 * says Hidden, and still does after a reload), tags products on the second through the
 * picker (a sixth is refused in the dialog, and by the server too), saves three and sees their
 * thumbnails; the account page shows the same connection; on a phone the more-options drawer
 * opens, nothing scrolls sideways, and Sync again from it syncs the 30 posts again; then the
 * merchant disconnects. A cancel on the consent page opens the failure dialog titled with the
 * network's name, and a free account whose trial has ended gets the free-trial dialog instead of
 * hiding a post. Screenshots go to $SHOPLINKS_SCREENSHOTS_DIR (a temporary folder by default;
 * printed).
 *
 * Uses its own usernames and shop names (several tests share one server).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  BASE_URL,
  SKIP,
  apiData,
  eventually,
  fullPageScreenshot,
  merchantWithShop,
  screenshotsDir,
  seedSession,
  sharedBrowser,
  sidewaysOverflow,
  uniqueName,
  url,
  waitForProducts,
  waitReady,
  watchConsole,
} from './helpers.mjs';

const SHOPBOARD = '/api/admin/v1/shopboard';

/** A sandbox username no other test has used: 1–30 of a-z, 0-9, '.', '_'. */
const sandboxUsername = (prefix) => uniqueName(prefix).replace(/-/g, '_');

/** On the sandbox network's consent page: signs in as `username` and allows (or cancels). */
async function consent(page, network, username, decision = 'Allow') {
  await page.getByRole('heading', { name: `${network} (sandbox)` }).waitFor();
  await page.getByLabel(`${network} username`).fill(username);
  await page.getByRole('button', { name: decision, exact: true }).click();
}

/** A full-page screenshot once the dashboard's splash has gone. */
async function shot(page, file) {
  await page.locator('[data-splash]').waitFor({ state: 'detached', timeout: 3_000 });
  await fullPageScreenshot(page, file);
}

/** Opens the shopboard on a network's tab and waits for its status. */
async function openShopboard(page, network) {
  await page.goto(url(`/admin/shopboard?tab=${network}`));
  await waitReady(page);
  const panel = page.locator(`[data-network-panel="${network}"]`);
  await panel.waitFor();
  return panel;
}

describe('the shopboard', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  let dir;

  before(async () => {
    dir = await screenshotsDir('shoplinks-shopboard-');
    console.log(`# shopboard screenshots in ${dir}`);
  });

  it('connects Instagram, hides a post, tags three products, opens the phone drawer and disconnects', async () => {
    const { context, page, problems } = await merchantWithShop(browser, 'boarder', uniqueName('boardshop'));
    const request = context.request;
    await waitForProducts(request);

    // Not connected: the network-styled button; no public feed yet.
    let panel = await openShopboard(page, 'instagram');
    assert.equal(await page.getByRole('tab', { name: 'Instagram' }).getAttribute('aria-selected'), 'true');
    await page.locator('[data-shopboard-feed]').getByText('Connect Instagram, TikTok or Pinterest to publish').waitFor();
    const connect = panel.getByRole('button', { name: 'Connect Instagram' });
    await shot(page, path.join(dir, '01-not-connected-1280.png'));

    // Connect through the sandbox consent page, as a new sandbox account.
    const username = sandboxUsername('board');
    assert.ok(username.length > 15, 'a name long enough to be cut');
    await connect.click();
    await consent(page, 'Instagram', username);
    await page.waitForURL(/\/admin\/shopboard\?tab=instagram$/);
    await waitReady(page);
    panel = page.locator('[data-network-panel="instagram"]');
    await panel.locator('[data-social-syncing], [data-social-count]').first().waitFor();
    await panel.locator('[data-social-count="30"]').waitFor({ timeout: 30_000 });
    const widget = panel.locator('[data-social-status="synced"]');
    assert.equal(await widget.locator('[data-social-username]').innerText(), `@${username.slice(0, 15)}…`);
    await widget.getByText('30 posts').waitFor();
    const status = await apiData(request, SHOPBOARD);
    assert.equal(status.social_medias.Instagram.username, username);
    assert.match(status.shopboard_url, /\/shopboard$/, 'the public feed, once a network is connected');

    // 24 posts, then the other 6 on Load more.
    const cards = panel.locator('[data-post]');
    await eventually(async () => (await cards.count()) === 24, 'the first 24 posts', 15_000);
    await panel.getByRole('button', { name: 'Load more' }).click();
    await eventually(async () => (await cards.count()) === 30, 'all 30 posts after Load more', 15_000);
    assert.equal(await panel.locator('[data-load-more]').count(), 0, 'no Load more on the last page');
    await shot(page, path.join(dir, '02-synced-1280.png'));

    // Hide the first post: Hidden at once, and after a reload.
    const first = cards.first();
    const firstId = await first.getAttribute('data-post');
    // The card links to the post on the network (the sandbox's own page: plain HTTP on its own
    // address is the one non-https permalink kept, docs/shopboard.md).
    const onNetwork = first.getByRole('link', { name: 'Open on Instagram' });
    const href = (await onNetwork.getAttribute('href')) ?? '';
    assert.ok(href.startsWith(url('/sandbox-social/instagram/posts/')), `the post's page on the network: ${href}`);
    assert.equal(await first.getByText('Visible', { exact: true }).count(), 1);
    await first.getByRole('switch').click();
    await first.getByText('Hidden', { exact: true }).waitFor();
    await eventually(
      async () => (await apiData(request, `${SHOPBOARD}/instagram/posts?count=100`)).posts.find((p) => p.post_id === firstId)?.visible === false,
      'the server stored the post as hidden',
    );
    panel = await openShopboard(page, 'instagram');
    const reloaded = panel.locator(`[data-post="${firstId}"]`);
    await reloaded.waitFor();
    assert.equal(await reloaded.getAttribute('data-post-visible'), 'false');
    assert.equal(await reloaded.getByText('Hidden', { exact: true }).count(), 1);
    assert.equal(await reloaded.getByRole('switch').isChecked(), false);

    // Tag products on the second post: a sixth is refused, three are saved.
    const second = panel.locator('[data-post]').nth(1);
    const secondId = await second.getAttribute('data-post');
    assert.equal(await second.getAttribute('data-post-tag'), 'untagged');
    await second.getByRole('button', { name: 'Tag products' }).click();
    const picker = page.getByRole('dialog', { name: 'Tag products' });
    const tiles = picker.locator('[data-product-tile]');
    await tiles.nth(5).waitFor();
    for (let i = 0; i < 5; i += 1) await tiles.nth(i).locator('> button').click();
    await picker.getByText('5 selected').waitFor();
    await tiles.nth(5).locator('> button').click();
    await picker.getByText('At most 5 products may be tagged on a post.').waitFor();
    await picker.getByText('5 selected').waitFor();
    const chosen = [];
    for (let i = 0; i < 6; i += 1) chosen.push(await tiles.nth(i).getAttribute('data-product-tile'));
    const refused = await request.post(url(`${SHOPBOARD}/instagram/${encodeURIComponent(secondId)}/tag_products`), {
      headers: { Origin: BASE_URL },
      data: { product_ids: chosen, selected_options: {} },
    });
    assert.equal(refused.status(), 422, 'the server refuses six products too');
    assert.equal((await refused.json()).error.message, 'At most 5 products may be tagged on a post.');
    await tiles.nth(3).locator('> button').click();
    await tiles.nth(4).locator('> button').click();
    await picker.getByText('3 selected').waitFor();
    await page.screenshot({ path: path.join(dir, '03-tag-products-1280.png') });
    await picker.getByRole('button', { name: 'Save', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    const tagged = panel.locator(`[data-post="${secondId}"]`);
    await eventually(async () => (await tagged.locator('[data-post-product]').count()) === 3, 'three thumbnails on the card', 10_000);
    assert.equal(await tagged.getAttribute('data-post-tag'), 'manual');
    assert.equal(await tagged.getByText('Tagged', { exact: true }).count(), 1);
    assert.deepEqual(await tagged.locator('[data-post-product]').evaluateAll((els) => els.map((el) => el.dataset.postProduct)), chosen.slice(0, 3));
    const stored = (await apiData(request, `${SHOPBOARD}/instagram/posts?count=100`)).posts.find((p) => p.post_id === secondId);
    assert.deepEqual(stored.products.map((p) => p.inventory_id), chosen.slice(0, 3));
    await shot(page, path.join(dir, '04-tagged-1280.png'));

    // The account page shows the same connection, linking to the tab.
    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    const account = page.locator('[data-social-account="instagram"]');
    await account.locator('[data-social-count="30"]').waitFor();
    assert.equal(await account.getByRole('link', { name: 'Open in Shopboard' }).getAttribute('href'), '/admin/shopboard?tab=instagram');
    await page.locator('[data-social-account="tiktok"]').getByRole('button', { name: 'Connect TikTok' }).waitFor();

    // A phone: the tabs stay, the actions move into the more-options drawer; Sync again from it.
    await page.setViewportSize({ width: 390, height: 844 });
    panel = await openShopboard(page, 'instagram');
    await panel.locator('[data-social-count="30"]').waitFor();
    await page.getByRole('tab', { name: 'Pinterest' }).waitFor();
    assert.equal(await panel.locator('[data-network-actions="desktop"]').isVisible(), false);
    await panel.getByRole('button', { name: 'More options' }).click();
    const drawer = page.getByRole('dialog', { name: 'Instagram options' });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Disconnect' }).waitFor();
    await page.screenshot({ path: path.join(dir, '05-more-options-390.png') });
    await drawer.getByRole('button', { name: 'Sync again' }).click();
    await drawer.waitFor({ state: 'detached' });
    await panel.locator('[data-social-syncing], [data-social-count="30"]').first().waitFor();
    await panel.locator('[data-social-count="30"]').waitFor({ timeout: 30_000 });
    await eventually(async () => (await panel.locator('[data-post]').count()) === 24, 'the posts again after the sync', 15_000);
    assert.equal(await panel.locator(`[data-post="${firstId}"]`).getAttribute('data-post-visible'), 'false', 'a sync keeps the visibility');
    assert.deepEqual(await sidewaysOverflow(page), []);
    await shot(page, path.join(dir, '06-synced-390.png'));

    // Disconnect (confirmed first): not connected, no posts.
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect Instagram?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await confirm.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Connect Instagram' }).waitFor();
    assert.equal(await panel.locator('[data-post]').count(), 0);
    assert.equal((await apiData(request, SHOPBOARD)).social_medias.Instagram.connected, false);
    assert.equal((await apiData(request, `${SHOPBOARD}/instagram/posts`)).posts.length, 0);

    assert.deepEqual(problems, [], 'no console errors, warnings or hydration mismatches');
    await context.close();
  });

  it('shows the failure dialog after a cancel on the consent page, and the free-trial dialog once the trial ended', async () => {
    // A cancel on TikTok's consent page: the dialog titled TikTok, back to the shopboard.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(context, { role: 'admin', plan: 'BUSINESS', storeConnected: true, freeTrialDaysLeft: 0 });
    const page = await context.newPage();
    const problems = watchConsole(page);
    let panel = await openShopboard(page, 'tiktok');
    await panel.getByRole('button', { name: 'Connect TikTok' }).click();
    await consent(page, 'TikTok', sandboxUsername('cancel'), 'Cancel');
    await page.waitForURL(/\/tiktok\/auth\?/);
    const failed = page.getByRole('alertdialog', { name: 'TikTok' });
    await failed.getByText('Problem connecting to a social network.').waitFor();
    await page.screenshot({ path: path.join(dir, '07-connect-failed-1280.png') });
    await failed.getByRole('link', { name: 'Back to the shopboard' }).click();
    await page.waitForURL(/\/admin\/shopboard\?tab=tiktok$/);
    await waitReady(page);
    panel = page.locator('[data-network-panel="tiktok"]');
    await panel.getByRole('button', { name: 'Connect TikTok' }).waitFor();
    assert.equal((await apiData(context.request, SHOPBOARD)).social_medias.Tiktok.connected, false);
    // A return address with neither a code nor an error goes to the shopboard.
    await page.goto(url('/pinterest/auth'));
    await page.waitForURL(/\/admin\/shopboard$/);
    assert.deepEqual(problems, []);
    await context.close();

    // A free account whose trial has ended connects Pinterest and may look, not change.
    const ended = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await seedSession(ended, { role: 'admin', plan: 'FREE', storeConnected: true, freeTrialDaysLeft: 0 });
    const endedPage = await ended.newPage();
    panel = await openShopboard(endedPage, 'pinterest');
    await panel.getByRole('button', { name: 'Connect Pinterest' }).click();
    await consent(endedPage, 'Pinterest', sandboxUsername('ended'));
    await endedPage.waitForURL(/\/admin\/shopboard\?tab=pinterest$/);
    await waitReady(endedPage);
    panel = endedPage.locator('[data-network-panel="pinterest"]');
    await panel.locator('[data-social-count="24"]').waitFor({ timeout: 30_000 });
    const post = panel.locator('[data-post]').first();
    await post.waitFor();
    assert.equal(await panel.locator('[data-load-more]').count(), 0, '24 posts fit one page');
    await post.getByRole('switch').click();
    const trial = endedPage.getByRole('dialog', { name: 'Your free trial has ended' });
    await trial.getByText('Choose a plan to keep using the shopboard.').waitFor();
    assert.equal(await trial.getByRole('link', { name: 'See plans' }).getAttribute('href'), '/pricing-plans');
    assert.equal(await post.getAttribute('data-post-visible'), 'true', 'nothing changed');
    await endedPage.keyboard.press('Escape');
    await post.getByRole('button', { name: 'Tag products' }).click();
    await trial.waitFor();
    assert.equal(await endedPage.getByRole('dialog', { name: 'Tag products' }).count(), 0, 'no picker');
    await ended.close();
  });
});
