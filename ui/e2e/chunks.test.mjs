/**
 * Browser tests of how a first visit loads the client bundle (docs/ssr-contract.md#chunks): the
 * document preloads (`<link rel="modulepreload">`, with the response's CSP nonce) every
 * chunk the page needs to hydrate, so the browser asks for them all at once instead of finding
 * them import by import; and no chunk it asks for is under 2 KB, since on a slow phone network
 * every file costs a round trip. Checked on the signed-in home (the first route after signing
 * in), on the login page, and on a Hebrew page (whose catalogue is a chunk of its own).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SKIP, seedSession, sharedBrowser, url, waitReady, watchConsole } from './helpers.mjs';

/** The smallest chunk worth a request of its own (bytes, as decoded). */
const MIN_CHUNK_BYTES = 2 * 1024;

/** Runs before the page's scripts: notes when the client entry announced it had hydrated. */
function noteReady() {
  window.addEventListener('shoplinks:ready', () => {
    window.__readyAt = performance.now();
  });
}

/**
 * Opens `path` in `context` (fresh, so nothing is cached) and answers what the document preloads,
 * the entry script, each script response with its size, and the scripts the page started to
 * fetch before it was ready (by the page's own resource timing).
 */
async function firstVisit(context, path) {
  await context.addInitScript(noteReady);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  const document = await page.goto(url(path));
  assert.equal(document.status(), 200, `${path} answered ${document.status()}`);
  await waitReady(page);
  const html = await document.text();
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
  assert.ok(nonce, 'the document carries its CSP nonce');
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="([^"]+)">/g)].map((m) => {
    assert.equal(m[2], nonce, `${m[1]} is preloaded with the response's nonce`);
    return m[1];
  });
  const entry = /<script type="module" nonce="[^"]+" src="([^"]+)"><\/script>/.exec(html)?.[1];
  assert.ok(entry, 'the document loads the client entry');
  const beforeReady = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime < window.__readyAt && new URL(r.name).pathname.endsWith('.js'))
      .map((r) => new URL(r.name).pathname),
  );
  const scripts = await Promise.all(responses.map(async (r) => ({ url: new URL(r.url()).pathname, bytes: (await r.body()).length })));
  return { page, problems, preloads, entry, scripts, beforeReady };
}

/**
 * Every script the page fetched before it was ready was its entry or preloaded by the document, and
 * fetched once (a preload the module loader could not reuse would be fetched again); no script
 * it fetched is small.
 */
function checkFirstVisit({ preloads, entry, scripts, beforeReady, problems }, path) {
  assert.ok(beforeReady.includes(entry), `${path} fetched its entry before it was ready`);
  assert.ok(preloads.length > 0, `${path} preloads its chunks`);
  for (const script of beforeReady) {
    assert.ok(script === entry || preloads.includes(script), `${path} fetched ${script} without preloading it (preloaded: ${preloads.join(', ')})`);
  }
  const fetched = scripts.map((s) => s.url);
  assert.equal(new Set(fetched).size, fetched.length, `${path} fetched each script once: ${fetched.join(', ')}`);
  for (const script of scripts) {
    assert.ok(script.bytes >= MIN_CHUNK_BYTES, `${path} fetched ${script.url}, only ${script.bytes} bytes`);
  }
  assert.deepEqual(problems, [], `${path}: no console errors or warnings`);
}

describe('first visits load few, preloaded chunks', { skip: SKIP }, () => {
  const browser = sharedBrowser();

  it("a signed-in merchant's home preloads every chunk it hydrates with, none under 2 KB", async () => {
    const context = await browser.newContext();
    try {
      await seedSession(context, { role: 'admin' });
      const visit = await firstVisit(context, '/admin/home');
      await visit.page.locator('[data-home-header]').waitFor();
      checkFirstVisit(visit, '/admin/home');
    } finally {
      await context.close();
    }
  });

  it('the login page does too', async () => {
    const context = await browser.newContext();
    try {
      checkFirstVisit(await firstVisit(context, '/login'), '/login');
    } finally {
      await context.close();
    }
  });

  it('a Hebrew page preloads its catalogue, which an English page never loads', async () => {
    const context = await browser.newContext();
    try {
      const hebrew = await firstVisit(context, '/login?lang=he');
      checkFirstVisit(hebrew, '/login?lang=he');
      assert.equal(await hebrew.page.locator('html').getAttribute('lang'), 'he');
      const english = await firstVisit(await browser.newContext(), '/login?lang=en');
      const extra = hebrew.preloads.filter((file) => !english.preloads.includes(file));
      assert.equal(extra.length, 1, `Hebrew preloads one chunk more than English (${extra.join(', ')})`);
      assert.ok(!english.scripts.some((s) => s.url === extra[0]), 'the English page never fetches the Hebrew catalogue');
      await english.page.context().close();
    } finally {
      await context.close();
    }
  });
});
