#!/usr/bin/env node
/**
 * `scripts/bench phone`: how a first visit feels to a merchant on a phone with a slow network.
 * Headless Chromium (Debian's, through playwright-core) under Chrome DevTools Protocol
 * throttling: `Network.emulateNetworkConditions` (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and `Emulation.setCPUThrottlingRate` 4 (roughly "Slow 4G" on a mid-range
 * phone). Each page is loaded cold: a fresh browser context, so an empty cache and no open
 * connection.
 *
 * The business is the demo generator's (docs/demo.md: a merchant with a synced sandbox shop,
 * influencers, looks, shorts, a multilink and shoppers who bought), made against the server
 * at `SHOPLINKS_BASE_URL`. The merchant signs in once through the login form (unthrottled);
 * the signed-in pages then load in fresh contexts that carry only that session cookie.
 *
 * Printed per page, the median of three cold loads (and each run's value):
 *  - FCP and LCP (the browser's paint timing entries);
 *  - ready: when the page answers a tap. For a dashboard page that is the client entry's
 *    `shoplinks:ready` event, fired from the root's first effect after `hydrateRoot` has
 *    committed (docs/ssr-contract.md); for a look, when its own script has started
 *    (`<html data-shopper-script="ready">`, docs/public-side.md);
 *  - requests started before ready (the document included), and all requests once the network
 *    has been idle for a second;
 *  - JavaScript bytes on the wire: the encoded (compressed) bodies of every script response,
 *    and the content encodings they came with.
 *
 *   node scripts/bench-phone.mjs [--runs 3] [--base-url URL]
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const base = (values['base-url'] ?? process.env.SHOPLINKS_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
process.env.SHOPLINKS_BASE_URL = base;
const runs = Number(values.runs);
// The helpers read the server's address once, when they load.
const { PHONE, launchBrowser, submitLogin, url, waitReady } = await import('../ui/e2e/helpers.mjs');
const { createDemoBusiness, runShopperJourneys } = await import('../ui/e2e/demo/index.mjs');

/** The throttling, in the units CDP takes: milliseconds and bytes per second. */
export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
  cpuSlowdown: 4,
};

/**
 * Runs in every document before its own scripts: records when the page became ready and the
 * largest contentful paint, on `window.__bench`.
 */
function recordTimings() {
  const bench = { ready: null, lcp: null };
  window.__bench = bench;
  const markReady = () => {
    if (bench.ready === null) bench.ready = performance.now();
  };
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    bench.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener('shoplinks:ready', markReady);
  // The document has no <html> element yet when this runs: watch the whole document.
  new MutationObserver(() => {
    if (document.documentElement?.dataset.shopperScript === 'ready') markReady();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-shopper-script'] });
}

/** One cold, throttled load of `path` in a fresh context (with `storageState`'s cookies, if any). */
async function coldLoad(browser, path, storageState) {
  const context = await browser.newContext({ ...PHONE, storageState });
  try {
    await context.addInitScript(recordTimings);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      scripts.set(requestId, { encoding: headers['content-encoding'] ?? 'identity', bytes: 0 });
    });
    cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes += encodedDataLength;
    });
    await page.goto(url(path), { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__bench.ready !== null, null, { timeout: 60_000 });
    await waitForQuiet(page, 1_000);
    const timings = await page.evaluate(() => {
      const ready = window.__bench.ready;
      const resources = performance.getEntriesByType('resource');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return {
        fcp,
        lcp: window.__bench.lcp,
        ready,
        // The document itself is a request too.
        requestsBeforeReady: 1 + resources.filter((r) => r.startTime < ready).length,
        requests: 1 + resources.length,
      };
    });
    const jsBytes = [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
    const encodings = [...new Set([...scripts.values()].map((s) => s.encoding))].sort();
    return { ...timings, jsBytes, scripts: scripts.size, encodings };
  } finally {
    await context.close();
  }
}

/** Waits until no resource has started or ended for `quietMs` (the page's own count, in the page). */
async function waitForQuiet(page, quietMs) {
  const deadline = Date.now() + 60_000;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const seen = await page.evaluate(() =>
      performance.getEntriesByType('resource').reduce((n, r) => n + 1 + (r.responseEnd > 0 ? 1 : 0), 0),
    );
    if (seen !== last) {
      last = seen;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs the merchant in through the login form (unthrottled) and answers the context's cookies. */
async function signIn(browser, merchant) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url('/login'));
    await waitReady(page);
    await submitLogin(page, merchant.username, merchant.password);
    await page.waitForURL(/\/admin\/home$/);
    await waitReady(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const sorted = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};
const seconds = (ms) => (ms === null ? '-' : (ms / 1000).toFixed(2));
const kb = (bytes) => (bytes / 1024).toFixed(1);

console.log('  making the demo business (docs/demo.md)…');
const business = await createDemoBusiness({ prefix: 'bench-phone' });
await runShopperJourneys(business, { visits: 24, orders: 5, refunds: 1 });
const look = new URL(business.looks[0].public_url);
const browser = await launchBrowser();
try {
  const session = await signIn(browser, business.merchant);
  const pages = [
    { label: '/login', path: '/login', session: undefined },
    { label: '/admin/home', path: '/admin/home', session },
    { label: '/admin/links', path: '/admin/links', session },
    { label: '/admin/analytics', path: '/admin/analytics', session },
    { label: 'public look', path: `${look.pathname}${look.search}`, session: undefined },
  ];
  const results = new Map(pages.map((p) => [p.label, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const result = await coldLoad(browser, page.path, page.session);
      results.get(page.label).push(result);
      console.log(
        `  run ${run} ${page.label}: FCP ${seconds(result.fcp)} s, LCP ${seconds(result.lcp)} s, ready ${seconds(result.ready)} s, ` +
          `${result.requestsBeforeReady}/${result.requests} requests, JS ${kb(result.jsBytes)} KB in ${result.scripts} files (${result.encodings.join(', ')})`,
      );
    }
  }
  console.log(
    `\n  median of ${runs} cold loads; ${THROTTLING.latency} ms latency, ${(THROTTLING.downloadThroughput * 8) / 1e6} Mbit/s down, ` +
      `${(THROTTLING.uploadThroughput * 8) / 1e3} kbit/s up, CPU ${THROTTLING.cpuSlowdown}x slower`,
  );
  console.log('  page               FCP s   LCP s  ready s  requests before ready / all  JS KB on the wire (files)');
  for (const page of pages) {
    const rs = results.get(page.label);
    const m = (key) => median(rs.map((r) => r[key]));
    console.log(
      `  ${page.label.padEnd(17)} ${seconds(m('fcp')).padStart(6)} ${seconds(m('lcp')).padStart(7)} ${seconds(m('ready')).padStart(8)}` +
        `  ${String(m('requestsBeforeReady')).padStart(13)} / ${String(m('requests')).padEnd(13)}` +
        `  ${kb(m('jsBytes')).padStart(7)} (${m('scripts')}, ${[...new Set(rs.flatMap((r) => r.encodings))].join(', ')})`,
    );
  }
} finally {
  await browser.close();
}
