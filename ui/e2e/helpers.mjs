/**
 * Shared set-up for the browser tests: the server address, headless Chromium, console
 * watching, readiness and test sessions. Not a test file itself (node --test skips it).
 */
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

/** Base URL of a running server, e.g. http://127.0.0.1:8080. */
export const BASE_URL = (process.env.SHOPLINKS_BASE_URL ?? '').replace(/\/+$/, '');

/** `describe(..., { skip: SKIP })`: a reason string when no server is configured. */
export const SKIP = BASE_URL
  ? false
  : 'SHOPLINKS_BASE_URL is not set; start the server and run e.g. SHOPLINKS_BASE_URL=http://127.0.0.1:8080 npm run test:browser';

if (!BASE_URL) console.log(`# browser tests skipped: ${SKIP}`);

export const url = (path) => `${BASE_URL}${path}`;

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

/** Waits until the client entry has hydrated the page. */
export async function waitReady(page) {
  await page.waitForFunction(() => window.__SHOPLINKS_READY__ === true, null, { timeout: 15_000 });
}

/** Polls `check` until it returns true (playwright-core has no `expect`). */
export async function eventually(check, message, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) assert.fail(message);
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
