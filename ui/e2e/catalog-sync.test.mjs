/**
 * Browser tests of the catalog sync UI against the built-in sandbox store: the sync that starts
 * when a store connects shows on home until it is done, and Force product sync on the account
 * page shows the approval message and then the new run in the notice.
 *
 * Uses its own usernames and shop name (several tests share one server).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  SKIP,
  connectSandboxShop,
  createVerifiedAccount,
  eventually,
  logInThroughForm,
  openWatchedPage,
  sharedBrowser,
  uniqueName,
  url,
  waitReady,
} from './helpers.mjs';

/** The notice's phase (`starting`, `syncing`, `done`, `failed`), or null when not shown. */
const phaseOf = (page) => page.locator('[data-catalog-sync]').first().getAttribute('data-catalog-sync', { timeout: 1_000 }).catch(() => null);

/** One page of the merchant's product search. */
async function search(request, query) {
  const response = await request.get(url(`/api/admin/v1/products/search?${query}`));
  assert.equal(response.status(), 200, `search ${query}`);
  const body = await response.json();
  assert.equal(body.status, true);
  return body.data;
}

async function assertSearchCoversCatalog(request, synced) {
  const seen = new Set();
  let next = '';
  let pages = 0;
  do {
    const page = await search(request, `count=50${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    assert.ok(page.products.length <= 50, 'pages hold at most 50');
    for (const product of page.products) {
      assert.ok(!seen.has(product.inventory_id), `${product.inventory_id} listed twice`);
      seen.add(product.inventory_id);
    }
    next = page.next ?? '';
    pages += 1;
  } while (next && pages < 20);
  assert.equal(seen.size, synced, 'every synced product is searchable');
  assert.ok(pages >= Math.ceil(synced / 50), `${pages} pages`);

  const active = await search(request, 'count=50&product_status=active');
  assert.ok(active.products.length > 0 && active.products.every((p) => p.product_status === 'active'), 'active only');
  const inStock = await search(request, 'count=50&include_out_of_stock=false');
  assert.ok(inStock.products.every((p) => p.total_quantity > 0), 'sold-out products left out');
  const word = active.products[0].title.split(' ')[0];
  const matches = await search(request, `count=50&q=${encodeURIComponent(word)}`);
  assert.ok(matches.products.length > 0, `"${word}" finds products`);
  assert.ok(
    matches.products.every((p) => p.title.toLowerCase().includes(word.toLowerCase())),
    `every match of "${word}" has it in its title`,
  );
}

describe('catalog sync', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it('shows the sync after connecting and follows a forced sync', async () => {
    const { context, page, problems } = await openWatchedPage(browser);
    const account = await createVerifiedAccount(context.request, 'syncer');

    await logInThroughForm(page, account);

    // Connect a new sandbox shop from home through the consent page.
    await connectSandboxShop(page, uniqueName('syncshop'));

    // Home, with the sync notice in it until the sync is done.
    await page.locator('[data-home-header]').waitFor();
    const notice = page.locator('[data-catalog-sync]');
    await notice.waitFor();
    const firstPhase = await phaseOf(page);
    assert.ok(['syncing', 'done'].includes(firstPhase), `notice phase ${firstPhase}`);
    if (firstPhase === 'syncing') assert.match(await notice.innerText(), /Syncing your products… \d+ synced so far/);
    await eventually(async () => (await phaseOf(page)) === 'done', 'the sync ends', 60_000);
    const synced = Number(await notice.getAttribute('data-products-synced'));
    assert.ok(synced >= 200, `${synced} products synced`);
    assert.match(await notice.innerText(), new RegExp(`^${synced} products synced · (just now|\\d+ min ago)$`));
    const firstFinish = await notice.getAttribute('data-finished-at');
    assert.ok(firstFinish, 'the finishing time is known');

    // The product search API now holds the whole catalog: cursor pages of at most 50 add up to
    // the synced count with no product twice, and the text, status and stock filters narrow it.
    await assertSearchCoversCatalog(context.request, synced);

    // Account page: the notice shows the finished sync; Force product sync starts a new one.
    await page.goto(url('/admin/my-account'));
    await waitReady(page);
    await eventually(async () => (await phaseOf(page)) === 'done', 'the account page shows the last sync', 10_000);
    const force = page.getByRole('button', { name: 'Force product sync' });
    assert.equal(await force.isEnabled(), true);
    const phases = new Set();
    const watcher = setInterval(async () => {
      const phase = await phaseOf(page);
      if (phase) phases.add(phase);
    }, 100);
    await force.click();
    const toast = page.locator('[data-force-sync]');
    await toast.waitFor();
    assert.equal(await toast.getAttribute('data-force-sync'), 'started');
    assert.match(await toast.innerText(), /Product sync started/);
    await eventually(async () => (await phaseOf(page)) === 'done' && (await notice.getAttribute('data-finished-at')) !== firstFinish, 'the forced sync ends', 60_000);
    clearInterval(watcher);
    assert.ok(phases.has('starting') || phases.has('syncing'), `the notice showed the running sync (${[...phases].join(', ')})`);
    assert.ok(Number(await notice.getAttribute('data-products-synced')) >= 200);
    await toast.waitFor({ state: 'detached', timeout: 3_000 });
    assert.equal(await force.isEnabled(), true, 'the button is ready again');

    assert.deepEqual(problems, [], 'no console errors or warnings');
    await context.close();
  });
});
