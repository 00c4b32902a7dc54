/**
 * Shared set-up for the browser tests: the server address, headless Chromium, console
 * watching, readiness and test sessions. Not a test file itself (node --test skips it).
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Base URL of a running server, e.g. http://127.0.0.1:8080. */
export const BASE_URL = (process.env.SHOPLINKS_BASE_URL ?? '').replace(/\/+$/, '');

/** `describe(..., { skip: SKIP })`: a reason string when no server is configured. */
export const SKIP = BASE_URL
  ? false
  : 'SHOPLINKS_BASE_URL is not set; start the server and run e.g. SHOPLINKS_BASE_URL=http://127.0.0.1:8080 npm run test:browser';

if (!BASE_URL) console.log(`# browser tests skipped: ${SKIP}`);

export const url = (path) => `${BASE_URL}${path}`;

/** A phone, for `browser.newContext(PHONE)`: what shoppers mostly open links on. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Registers before/after hooks in the calling `describe` that launch one Chromium for its tests
 * and close it, so each test file need not repeat them. The hooks run after this returns, hence
 * the stand-in that forwards `newContext` to the browser once it exists.
 */
export function sharedBrowser() {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return { newContext: (options) => browser.newContext(options) };
}

/** A fresh context with one page whose console is watched: how most tests begin. */
export async function openWatchedPage(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  return { context, page, problems };
}

/**
 * Collects console errors and warnings (hydration mismatches are reported there) and uncaught
 * page errors. The browser's own favicon request is not the app's concern and is ignored.
 */
export function watchConsole(page) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if ((message.location()?.url ?? '').endsWith('/favicon.ico')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Each watched page's requests in flight and when that last changed. */
const networks = new WeakMap();

function networkOf(page) {
  let network = networks.get(page);
  if (!network) {
    network = { inFlight: new Set(), changed: Date.now() };
    const start = (request) => {
      network.inFlight.add(request);
      network.changed = Date.now();
    };
    const end = (request) => {
      network.inFlight.delete(request);
      network.changed = Date.now();
    };
    page.on('request', start);
    page.on('requestfinished', end);
    page.on('requestfailed', end);
    networks.set(page, network);
  }
  return network;
}

/**
 * Starts counting `page`'s requests (every frame's); call it before the page's first `goto`, so
 * `networkQuiet` sees every request.
 */
export function watchNetwork(page) {
  networkOf(page);
}

/**
 * Resolves once none of `page`'s requests has been in flight for `quietMs`: what Playwright's
 * `waitForLoadState('networkidle')` is meant for. That wait also needs every frame's load
 * lifecycle, and the link preview's phone frame (a `srcdoc` iframe that starts as a passing
 * `about:blank`, components/FramedDocument.tsx) now and then never reports it: the wait then ran
 * out after 30 s with no request in flight (seen in CI, and in about one open of six of the look
 * preview on a busy machine). Counting requests has no such case; a request that never ends is
 * named in the failure.
 */
export async function networkQuiet(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  const network = networkOf(page);
  const open = () => [...network.inFlight].map((request) => `${request.method()} ${request.url()}`).join(', ');
  await eventually(
    () => network.inFlight.size === 0 && Date.now() - network.changed >= quietMs,
    () => `requests still in flight after ${timeoutMs} ms: ${open()}`,
    timeoutMs,
  );
}

/** Waits until the client entry has hydrated the page. */
export async function waitReady(page) {
  await page.waitForFunction(() => window.__SHOPLINKS_READY__ === true, null, { timeout: 15_000 });
}

/**
 * Polls `check` until it returns true (playwright-core has no `expect`); `message` may be a
 * function, for a failure that names what it saw when time ran out.
 */
export async function eventually(check, message, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) assert.fail(typeof message === 'function' ? message() : message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Signs the context in through the test-only endpoint (server started with
 * SHOPLINKS_TEST_SEED=1). The cookie lands in the context's jar.
 */
export async function seedSession(context, body) {
  const response = await context.request.post(url('/api/test/session'), {
    data: body,
    headers: { Origin: BASE_URL },
  });
  assert.equal(response.status(), 200, `POST /api/test/session answered ${response.status()}; is SHOPLINKS_TEST_SEED=1 set?`);
  const json = await response.json();
  assert.equal(json.status, true);
  assert.equal(typeof json.data?.token, 'string');
}

/** A username no other test (or earlier run against the same server) has used: a-z, 0-9, '-'. */
export function uniqueName(prefix) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return `${prefix}-${stamp}`.toLowerCase().slice(0, 30);
}

/**
 * Signs up and verifies an account through the API (for tests whose subject is something
 * else): register, then read the verification email from the dev mailbox's JSON twin and use
 * its token. Returns the credentials.
 */
export async function createVerifiedAccount(request, prefix) {
  const username = uniqueName(prefix);
  const email = `${username}@example.com`;
  const password = 'first-pass1';
  const registered = await request.post(url('/api/auth/register'), {
    data: { username, email, password, name: username },
    headers: { Origin: BASE_URL },
  });
  assert.equal(registered.status(), 200, `sign-up answered ${registered.status()}`);
  const text = await emailText(request, email, /verify/i);
  const token = /\/verify-account\?token=([^\s]+)/.exec(text)?.[1];
  assert.ok(token, 'the verification email carries a link');
  const verified = await request.post(url('/api/auth/account/verify'), { data: { token }, headers: { Origin: BASE_URL } });
  assert.equal(verified.status(), 200);
  return { username, email, password };
}

/**
 * The text of the newest email to `to` whose subject matches, from the dev mailbox's page JSON
 * twin. Emails may be sent in the background, so this polls for a few seconds.
 */
export async function emailText(request, to, subject) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = await request.get(url('/dev/mailbox'), { headers: { Accept: 'application/json' } });
    const entries = (await list.json()).data?.data?.entries ?? [];
    const entry = entries.find((e) => e.to.includes(to) && subject.test(e.subject));
    if (entry) {
      const open = await request.get(url(`/dev/mailbox/${encodeURIComponent(entry.id)}`), {
        headers: { Accept: 'application/json' },
      });
      return (await open.json()).data.data.message.text;
    }
    if (Date.now() > deadline) assert.fail(`no email to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Fills the login form already on screen and presses Log in; where it lands is the caller's check. */
export async function submitLogin(page, username, password) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the login page, as a merchant would, and waits for the hydrated dashboard. */
export async function logInThroughForm(page, { username, password }) {
  await page.goto(url('/login'));
  await waitReady(page);
  await submitLogin(page, username, password);
  await page.waitForURL(/\/admin\/home$/);
  await waitReady(page);
}

/** On the sandbox store's consent page: checks the question and approves the install. */
export async function approveInstall(page) {
  await page.getByRole('heading', { name: /Install Shoplinks on/ }).waitFor();
  await page.getByRole('button', { name: 'Install app' }).click();
}

/**
 * From home's connect screen, connects a new sandbox shop through the consent page and waits
 * until the confirmation has led back to the hydrated home.
 */
export async function connectSandboxShop(page, shopName) {
  const screen = page.locator('[data-connect-screen]');
  await screen.waitFor();
  await screen.getByLabel('Store name').fill(shopName);
  const connect = screen.getByRole('button', { name: 'Connect' });
  await eventually(() => connect.isEnabled(), 'a valid name enables Connect');
  await connect.click();
  await approveInstall(page);
  await page.waitForURL(/\/auth\?connected=1$/);
  await page.waitForURL(/\/admin\/home$/, { timeout: 6_000 });
  await waitReady(page);
}

/** The signed-in user as the server sees it, from home's page JSON twin. */
export async function sessionUser(context) {
  const response = await context.request.get(url('/admin/home'), { headers: { Accept: 'application/json' } });
  assert.equal(response.status(), 200);
  const body = await response.json();
  assert.equal(body.status, true);
  return body.data.user;
}

/**
 * From the pricing page, starts the 30-day trial of `plan` (STARTER, BUSINESS, PRO) through the
 * sandbox store's confirmation page, as a merchant with a connected store would, and waits for
 * the hydrated pricing page saying it is active.
 */
export async function startPaidPlan(page, plan) {
  await page.goto(url('/pricing-plans'));
  await waitReady(page);
  await page.locator(`[data-plan="${plan}"]`).getByRole('button', { name: 'Start 30-day free trial' }).click();
  await page.waitForURL(/\/sandbox\/[^/]+\/admin\/charges\/[^/]+\/confirm/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(new RegExp(`/pricing-plans\\?billing=active&plan=${plan}$`));
  await waitReady(page);
}

/** Opens the Settings page and waits until its values have loaded. */
export async function openSettings(page) {
  await page.goto(url('/admin/settings'));
  await waitReady(page);
  await page.locator('[data-settings-section="analytics"]').waitFor();
}

/** Path of a sandbox shop (`shop` is the store name without `.myshopify.com`). */
export const sandboxPath = (shop) => `/sandbox/${shop}.myshopify.com`;

/** GETs an API path with the context's session and returns the envelope's `data`. */
export async function apiData(request, path) {
  const response = await request.get(url(path));
  assert.equal(response.status(), 200, `GET ${path} answered ${response.status()}`);
  const body = await response.json();
  assert.equal(body.status, true, `GET ${path} answered status false`);
  return body.data;
}

/**
 * A new merchant on a desktop-sized page, logged in through the form, who has connected the
 * sandbox shop `shop`; on the hydrated home.
 */
export async function merchantWithShop(browser, prefix, shop) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const account = await createVerifiedAccount(context.request, prefix);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logInThroughForm(page, account);
  await connectSandboxShop(page, shop);
  return { context, page, problems, account };
}


/**
 * Adds the product titled `title` to a look's cart from its card, as it opens (on a combination
 * in stock), and waits until the cart section lists it. The page's script must have started
 * (`html[data-shopper-script="ready"]`), so the add is posted in the background and answered in
 * place. Whatever notice the add brings (or the page it leads to, should the script fall back to
 * the form's post) is checked at once: anything but "added" fails with the notice, its text and
 * the page's address, rather than waiting out a timeout.
 */
export async function addToLookCart(shopPage, title) {
  await shopPage.locator('html[data-shopper-script="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
  const card = shopPage.locator('article').filter({ hasText: title }).first();
  // Hides the notice shown before the click (after an earlier add), as the script itself hides
  // the ones it does not show, so only the one this add brings counts.
  await shopPage.evaluate(() => {
    document.querySelectorAll('[data-notice]').forEach((notice) => {
      notice.setAttribute('data-notice-slot', notice.dataset.notice);
      notice.removeAttribute('data-notice');
      notice.removeAttribute('role');
    });
  });
  const lookUrl = shopPage.url();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const deadline = Date.now() + 20_000;
  let notice = null;
  for (;;) {
    // A page off the look (an error page after the form's fallback post) brings no notice.
    const address = shopPage.url().split(/[?#]/)[0];
    if (address !== lookUrl.split(/[?#]/)[0]) {
      const text = await shopPage.locator('body').innerText().catch(() => '');
      assert.fail(`adding ${title} led off the look to ${shopPage.url()}: ${text.trim().slice(0, 300)}`);
    }
    // Null while none is shown, or while a reload is under way; a page with no notices at all
    // is not the look (an error page after the form's fallback post).
    notice = await shopPage
      .evaluate(() => {
        const shown = document.querySelector('[role="status"][data-notice]');
        if (shown) return { value: shown.getAttribute('data-notice'), text: shown.textContent.trim() };
        if (document.readyState === 'loading' || document.querySelector('[data-notice-slot]')) return null;
        return { value: null, text: document.body.innerText.trim().slice(0, 300) };
      })
      .catch(() => null);
    if (notice) break;
    if (Date.now() > deadline) assert.fail(`adding ${title} showed no notice in 20 s on ${shopPage.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(
    notice.value,
    'added',
    notice.value === null
      ? `adding ${title} led to a page that is not the look, ${shopPage.url()}: ${notice.text}`
      : `adding ${title} showed the "${notice.value}" notice ("${notice.text}") on ${shopPage.url()}`,
  );
  await shopPage.locator('[data-cart-line]').filter({ hasText: title }).first().waitFor();
}

/**
 * Units in stock of each variant of a catalog product (a product search row) of a sandbox store,
 * read from its storefront page (`product.url`, whose variant list carries `data-stock`): the
 * catalog API gives only a product's total and share of variants in stock. Plain `fetch`, so no
 * context gets the storefront's visit cookie.
 */
export async function sandboxVariantStock(product) {
  const response = await fetch(product.url);
  assert.equal(response.status, 200, `GET ${product.url} answered ${response.status}`);
  const stock = [...(await response.text()).matchAll(/data-stock="(\d+)"/g)].map((match) => Number(match[1]));
  assert.ok(stock.length > 0, `${product.url} lists its variants`);
  return stock;
}

/** Waits until the sandbox catalog is searchable, so the pickers have products to show. */
export async function waitForProducts(request) {
  await eventually(async () => (await apiData(request, '/api/admin/v1/products/search?count=1')).products.length > 0, 'products synced', 60_000);
}

/** The currency symbols the dashboard writes (ui/src/lib/format.ts). */
const SYMBOLS = { USD: '$', EUR: '€', GBP: '£', ILS: '₪', JPY: '¥', CAD: 'CA$', AUD: 'A$', INR: '₹', CNY: 'CN¥' };
const currencyPrefix = (currency) => SYMBOLS[currency.toUpperCase()] ?? `${currency.toUpperCase()} `;

/**
 * A count or amount from 1000 as the strips, cards and lists write it: K, M, … with one decimal
 * ("1.3K"), below 1000 as it is (ui/src/lib/abbreviate.ts), so a test's expectations
 * follow the data whatever its size.
 */
export function shownNumber(value) {
  const units = ['', 'K', 'M', 'B', 'T', 'P', 'E'];
  const scaled = (abs, unit, digits) => Math.round(abs / (1000 ** unit / 10 ** digits)) / 10 ** digits;
  const abs = Math.abs(value);
  let unit = 0;
  while (unit < units.length - 1 && abs >= 1000 ** (unit + 1)) unit += 1;
  let shown = scaled(abs, unit, unit === 0 ? 2 : 1);
  if (shown >= 1000 && unit < units.length - 1) {
    unit += 1;
    shown = scaled(abs, unit, 1);
  }
  return `${value < 0 ? '-' : ''}${shown}${units[unit]}`;
}

/** Money as tables and order rows write it: "$1,234.50" (`formatMoney`). */
export const shownMoney = (amount, currency = 'USD') =>
  currencyPrefix(currency) + Number(amount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money as cards and link items write it: "$1.3K" from 1000, "$999.50" below (`formatMoneyShort`). */
export const shownMoneyShort = (amount, currency = 'USD') =>
  currencyPrefix(currency) + (Math.abs(Number(amount)) >= 1000 ? shownNumber(Number(amount)) : Number(amount).toFixed(2));

/** CRC-32 of a PNG chunk's type and data (the PNG format's own checksum). */
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small valid PNG (8-bit RGB, a colour gradient with `blue` as its blue channel) made in the
 * test, for upload and crop flows: a real picture the browser decodes, with no fixture file to
 * keep in the repository.
 */
export function pngImage(width, height, blue = 160) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3); // each row starts with filter byte 0 (none)
    for (let x = 0; x < width; x += 1) {
      rows.set([Math.round((255 * x) / width), Math.round((255 * y) / height), blue], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A full-page screenshot taken from the top of the page. Chromium captures a full page by
 * growing the viewport, and the shell's fixed top bar and sidebar are drawn where the page was
 * scrolled to, over the content; scrolled back to the top first, they sit where a person sees
 * them.
 */
export async function fullPageScreenshot(page, file) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  await page.screenshot({ path: file, fullPage: true });
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes) {
  const buffer = Buffer.from(bytes);
  if (buffer.length < 24 || buffer.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/**
 * In an editor whose promocode field holds `code`, a code the store lacks: the field says so,
 * and its create form makes it in the store as `percent` % off the entire order.
 */
export async function createCodeInStore(form, code, percent) {
  await form.getByText(`Your store has no code ${code}.`).waitFor();
  await form.getByRole('button', { name: `Create ${code} in your store` }).click();
  await form.getByRole('radio', { name: 'Percentage off' }).check();
  await form.getByLabel('Percentage', { exact: true }).fill(String(percent));
  await form.getByRole('button', { name: 'Create code' }).click();
  await form.getByText(`Created in your store: ${percent}% off entire order`).waitFor();
}

/** Where screenshots go: $SHOPLINKS_SCREENSHOTS_DIR, else a fresh temporary folder named `prefix…`. */
export async function screenshotsDir(prefix) {
  const chosen = process.env.SHOPLINKS_SCREENSHOTS_DIR;
  if (chosen) {
    await mkdir(chosen, { recursive: true });
    return path.resolve(chosen);
  }
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * What is wider than the screen: the page itself, or any box that scrolls sideways other than
 * those meant to (`data-scroll-x`, the preview tables' boxes). Answers one line per offender.
 */
export function sidewaysOverflow(page) {
  return page.evaluate(() => {
    const describe = (el) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.attributes]
        .filter((a) => a.name.startsWith('data-') || a.name === 'aria-label' || a.name === 'role')
        .map((a) => `[${a.name}="${a.value}"]`)
        .join('')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const found = [];
    const root = document.scrollingElement;
    if (root.scrollWidth > window.innerWidth) found.push(`the page is ${root.scrollWidth}px wide`);
    for (const el of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (el.closest('[data-scroll-x]')) continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${describe(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return found;
  });
}

/**
 * Opens a date-range selector (its trigger names the current range), picks `next` and applies it.
 */
export async function chooseRange(page, current, next) {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('option', { name: next, exact: true }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('dialog', { name: 'Choose a date range' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: next, exact: true }).waitFor();
}

/** Creates influencer `username` of the merchant signed in on `request`; returns the password. */
export async function createInfluencer(request, username, permissions) {
  const created = await request.post(url('/api/admin/v1/influencers/create'), {
    headers: { Origin: BASE_URL },
    data: {
      username,
      email: `${username}@example.com`,
      profile_image_url: `${BASE_URL}/uploads/none.png`,
      commission: 10,
      commission_rules: { reduce_refunds_from_commission: true },
      permissions,
    },
  });
  assert.equal(created.status(), 200, await created.text());
  return (await created.json()).data.password;
}

/** A browser context signed in as influencer `username` of merchant `merchant`. */
export async function signedInInfluencer(browser, merchant, username, password) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signedIn = await context.request.post(url('/api/admin/v1/influencers/login'), {
    headers: { Origin: BASE_URL },
    data: { admin_username: merchant, username, password },
  });
  assert.equal(signedIn.status(), 200, await signedIn.text());
  return context;
}
