/**
 * What must hold when two instances serve one PostgreSQL database behind a balancer
 * (docs/deploy.md#two-instances-behind-a-balancer). Started by `scripts/cluster-test`, which
 * gives the balancer as SHOPLINKS_BASE_URL and each instance's own address, data folder and
 * process id (CLUSTER_A, CLUSTER_B, CLUSTER_WORK), the database (CLUSTER_DATABASE_URL) and
 * the S3-compatible server both keep their files in (CLUSTER_S3, CLUSTER_BUCKET).
 *
 * A merchant signs up and connects a sandbox store through the balancer in Chromium; then:
 * the session holds on both instances, a picture uploaded through the balancer is in the
 * bucket and served by both, an edit made on one is served by the other within 2 s, 12 wrong
 * passwords sent to both in turn get the answers one instance gives, a catalog sync asked
 * through both at once runs once, a sync whose instance is killed (`kill -9`) is finished by
 * the other within the job lease plus 10 s, with no duplicate rows, and an account deleted in
 * the dashboard leaves no object in the bucket.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  BASE_URL, apiData, createVerifiedAccount, eventually, logInThroughForm, merchantWithShop, pngImage, sharedBrowser,
  uniqueName, waitForProducts, waitReady, watchConsole,
} from '../e2e/helpers.mjs';

const A = process.env.CLUSTER_A;
const B = process.env.CLUSTER_B;
const WORK = process.env.CLUSTER_WORK;
const DATABASE = process.env.CLUSTER_DATABASE_URL;
const S3 = process.env.CLUSTER_S3;
const BUCKET = process.env.CLUSTER_BUCKET;
const SKIP = !A || !B || !WORK || !DATABASE || !S3 || !BUCKET ? 'run by scripts/cluster-test' : false;
/** The job lease the script gives both instances. */
const LEASE_MS = 4000;

/** One SQL query's rows, as arrays of text. */
function sql(query) {
  const out = execFileSync('psql', [DATABASE, '-qAtF', '\t', '-c', query], { encoding: 'utf8' });
  return out.split('\n').filter(Boolean).map((line) => line.split('\t'));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it answers truthy; fails after `ms`. */
async function within(ms, what, check) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

/** The keys of the bucket's objects under `prefix`, listed by the S3 server itself. */
async function bucketKeys(prefix) {
  const response = await fetch(`${S3}/${BUCKET}?prefix=${encodeURIComponent(prefix)}`);
  assert.equal(response.status, 200, `the bucket lists: ${response.status}`);
  return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
}

/** Uploads a picture as the signed-in `request` through the balancer; its address. */
async function uploadPicture(request, blue) {
  const response = await request.post(`${BASE_URL}/api/admin/v1/file/upload?custom_name=cluster`, {
    multipart: { file_resource: { name: 'look.png', mimeType: 'image/png', buffer: pngImage(96, 64, blue) } },
    headers: { Origin: BASE_URL },
  });
  assert.equal(response.status(), 200, await response.text());
  return (await response.json()).data;
}

/** The Admin API product pages each instance asked of the store (its recorded exchanges). */
function productPages() {
  let pages = 0;
  for (const instance of ['a', 'b']) {
    const dir = path.join(WORK, `records-${instance}`);
    let names = [];
    try {
      names = readdirSync(dir).filter((n) => /^\d+-\d+\.json$/.test(n));
    } catch {
      continue;
    }
    for (const name of names) {
      const record = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      if (record.document === 'PRODUCTS') pages += 1;
    }
  }
  return pages;
}

describe('two instances behind a balancer', { skip: SKIP }, () => {
  const browser = sharedBrowser();
  const the = {};

  before(async () => {
    the.merchant = await merchantWithShop(browser, 'cluster', uniqueName('shop'));
    the.request = the.merchant.context.request;
    await waitForProducts(the.request);
    the.business = sql(`SELECT business_id FROM users WHERE username = '${the.merchant.account.username}'`)[0][0];
  });

  /** Waits until no job of `kind` of this business waits or runs. */
  const settled = (kind) =>
    within(60_000, `${kind} jobs end`, () =>
      sql(`SELECT count(*) FROM jobs WHERE kind = '${kind}' AND job_key LIKE '%${the.business}%' AND state IN ('queued', 'running')`)[0][0] === '0');

  it('holds a session made through the balancer on both instances', async () => {
    for (const instance of [A, B]) {
      const response = await the.request.get(`${instance}/api/admin/v1/products/search?count=1`);
      assert.equal(response.status(), 200, `${instance} knows the session`);
    }
  });

  it('keeps a picture uploaded through the balancer in the bucket and serves it from both instances', async () => {
    const address = await uploadPicture(the.request, 90);
    const file = new URL(address).pathname; // /uploads/{business}/{name}
    assert.ok(file.startsWith(`/uploads/${the.business}/cluster-`), file);
    assert.deepEqual(await bucketKeys(`${the.business}/`), [file.slice('/uploads/'.length)], 'the object is in the bucket');
    const served = [];
    for (const instance of [A, B]) {
      const response = await fetch(`${instance}${file}`);
      assert.equal(response.status, 200, `${instance} serves it`);
      assert.equal(response.headers.get('content-type'), 'image/png');
      served.push(Buffer.from(await response.arrayBuffer()));
    }
    assert.ok(served[0].length > 0 && served[0].equals(served[1]), 'the same bytes from both');
    the.picture = file;
  });

  it('serves an edit made on one instance from the other within 2 s', async () => {
    const { products } = await apiData(the.request, '/api/admin/v1/products/search?count=2');
    const body = (description) => ({
      images: [], inventory_ids: products.map((p) => p.inventory_id), selected_options: {}, collection_ids: [],
      promocode: null, description, shopping_redirect_url: null, influencer_username: null, utm_params: null, link_type: 'LOOK',
    });
    const headers = { Origin: BASE_URL };
    const created = await the.request.post(`${A}/api/admin/v1/links/create`, { data: body('Before the edit'), headers });
    assert.equal(created.status(), 200, await created.text());
    const link = (await created.json()).data;
    const page = `${B}/${the.merchant.account.username}/${link.link_id}`;
    await within(5000, 'the new look is served by the other instance', async () => (await (await fetch(page)).text()).includes('Before the edit'));
    const edited = await the.request.post(`${A}/api/admin/v1/links/${link.link_id}/edit`, { data: body('After the edit'), headers });
    assert.equal(edited.status(), 200, await edited.text());
    const at = Date.now();
    await within(2000, 'the edit is served by the other instance', async () => (await (await fetch(page)).text()).includes('After the edit'));
    console.log(`# the other instance served the edit after ${Date.now() - at} ms`);
  });

  it('answers 12 wrong passwords sent to both instances in turn as one instance would', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const instance = attempt % 2 ? B : A;
      const response = await fetch(`${instance}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: BASE_URL },
        body: JSON.stringify({ username: the.merchant.account.username, password: `wrong-password-${attempt}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) assert.ok(Number(response.headers.get('retry-after')) > 0, 'with Retry-After');
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('runs a catalog sync asked through both instances at once once', async () => {
    await settled('catalog.sync');
    const syncsBefore = Number(sql(`SELECT count(*) FROM jobs WHERE kind = 'catalog.sync' AND job_key = 'catalog.sync:${the.business}'`)[0][0]);
    const pagesBefore = productPages();
    const [a, b] = await Promise.all([
      the.request.post(`${A}/api/admin/v1/products/sync`, { data: {}, headers: { Origin: BASE_URL } }),
      the.request.post(`${B}/api/admin/v1/products/sync`, { data: {}, headers: { Origin: BASE_URL } }),
    ]);
    assert.deepEqual([a.status(), b.status()], [200, 200]);
    const askedAt = Date.now();
    await sleep(1000);
    await settled('catalog.sync');
    console.log(`# the sync took ${Date.now() - askedAt} ms from the asks`);
    const syncs = sql(`SELECT state, attempts FROM jobs WHERE kind = 'catalog.sync' AND job_key = 'catalog.sync:${the.business}' ORDER BY id`);
    assert.equal(syncs.length, syncsBefore + 1, `one job for both asks: ${JSON.stringify(syncs)}`);
    assert.deepEqual(syncs.at(-1), ['done', '1']);
    // One sync's pages: the catalog's first sync read the same number.
    const pages = productPages() - pagesBefore;
    the.syncPages = pages;
    const firstSync = pagesBefore;
    console.log(`# product pages read: ${pages} for the two asks, ${firstSync} by the first sync`);
    assert.ok(pages > 0 && pages <= firstSync, `one sync's worth of product pages (${pages}, one sync read ${firstSync})`);
  });

  it('finishes a sync on the other instance when the one running it is killed', async () => {
    await settled('catalog.sync');
    const sync = await the.request.post(`${BASE_URL}/api/admin/v1/products/sync`, { data: {}, headers: { Origin: BASE_URL } });
    assert.equal(sync.status(), 200);
    const [id, worker] = await within(20_000, 'a worker takes the sync', () =>
      sql(`SELECT id, worker FROM jobs WHERE job_key = 'catalog.sync:${the.business}' AND state = 'running'`)[0]);
    // Half way through the catalog, so that the take-over has something to go on from.
    await within(30_000, 'the sync is under way', () =>
      Number(sql(`SELECT products_synced FROM catalog_syncs WHERE business_id = '${the.business}'`)[0]?.[0] ?? 0) >= 100);
    const pid = Number(worker.split('-')[0]);
    const victim = ['a', 'b'].find((i) => Number(readFileSync(path.join(WORK, `${i}.pid`), 'utf8')) === pid);
    assert.ok(victim, `the sync runs on one of the two instances (worker ${worker})`);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    const pagesBefore = productPages();
    const [state, attempts, taker] = await within(LEASE_MS + 10_000, 'the other instance finishes the sync', () => {
      const row = sql(`SELECT state, attempts, worker FROM jobs WHERE id = '${id}'`)[0];
      return row[0] === 'done' ? row : null;
    });
    console.log(`# instance ${victim} killed; the sync was finished ${Date.now() - killedAt} ms later`);
    assert.equal(state, 'done');
    assert.ok(Number(attempts) >= 2, `taken over as a further try (${attempts})`);
    assert.notEqual(taker, worker, 'by another worker');
    const pagesAfter = productPages() - pagesBefore;
    console.log(`# the take-over read ${pagesAfter} product pages (a whole sync reads ${the.syncPages})`);
    assert.ok(pagesAfter < the.syncPages, 'it went on from the last page stored instead of starting again');
    const [[rows, distinct]] = sql(
      `SELECT count(*), count(DISTINCT shopify_id) FROM products WHERE business_id = '${the.business}'`,
    );
    assert.equal(rows, distinct, 'no product twice');
    const [[sandbox]] = sql(
      `SELECT count(*) FROM sandbox_products WHERE shop_domain = (SELECT store_domain FROM businesses WHERE id = '${the.business}')`,
    );
    assert.equal(rows, sandbox, 'every product of the store, once');
    const [[synced, status]] = sql(`SELECT products_synced, status FROM catalog_syncs WHERE business_id = '${the.business}'`);
    assert.deepEqual([synced, status], [sandbox, 'done'], 'the sync status counts every product');
  });

  it('removes the objects of an account deleted in the dashboard from the bucket', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const account = await createVerifiedAccount(context.request, 'leaver');
    const page = await context.newPage();
    const problems = watchConsole(page);
    await logInThroughForm(page, account);
    const [[business]] = sql(`SELECT business_id FROM users WHERE username = '${account.username}'`);
    await uploadPicture(context.request, 30);
    await uploadPicture(context.request, 200);
    assert.equal((await bucketKeys(`${business}/`)).length, 2, 'two objects before');

    await page.goto(`${BASE_URL}/admin/my-account`);
    await waitReady(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/Type your username/).fill(account.username);
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await eventually(() => confirm.isEnabled(), 'the typed username enables the button');
    await confirm.click();
    await page.waitForURL(/\/login$/);

    assert.deepEqual(await bucketKeys(`${business}/`), [], 'no object of the deleted account is left');
    assert.deepEqual(await bucketKeys(`${the.business}/`), [the.picture.slice('/uploads/'.length)], 'another business keeps its own');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
