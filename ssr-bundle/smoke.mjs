/**
 * Smoke test of dist/server.js without a browser and without Node's extra globals: the bundle
 * runs in a fresh `vm` context that has only the language built-ins (no console, timers,
 * TextEncoder, MessageChannel, URL or Intl), which is what deno_core's QuickJS backend offers.
 * It must load, render every page id in both languages, and keep styles per render.
 *
 *   node ssr-bundle/smoke.mjs
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import vm from 'node:vm';
import { importTs } from './importTs.mjs';

const bundle = readFileSync(new URL('./dist/server.js', import.meta.url), 'utf8');

const context = vm.createContext({});
// V8 contexts still carry Intl, WebAssembly and a console; assume QuickJS has none of them.
vm.runInContext('delete globalThis.Intl; delete globalThis.WebAssembly; delete globalThis.console;', context);
for (const name of ['console', 'setTimeout', 'TextEncoder', 'TextDecoder', 'MessageChannel', 'queueMicrotask', 'window', 'document', 'process', 'Intl']) {
  assert.equal(vm.runInContext(`typeof ${name}`, context), 'undefined', `${name} must be absent before load`);
}

const started = performance.now();
vm.runInContext(bundle, context, { filename: 'server.js' });
const loadMs = performance.now() - started;

const SSR = vm.runInContext('globalThis.SSR', context);
assert.equal(typeof SSR?.render, 'function', 'globalThis.SSR.render must be a function');

// The polyfills work: UTF-8 round trip of Hebrew and an astral character.
assert.equal(
  vm.runInContext(`new TextDecoder().decode(new TextEncoder().encode('שלום 🛍️ ok'))`, context),
  'שלום 🛍️ ok',
);
assert.equal(vm.runInContext(`new TextEncoder().encode('ש').length`, context), 2);

const PAGE_IDS = ['welcome', 'login', 'loginInfluencer', 'loginStore', 'register', 'registerStore', 'registerRequest', 'forgotPassword', 'forgotPasswordInfluencer', 'resetPassword', 'verifyAccount', 'storeAuth', 'privacyPolicy', 'terms', 'pricingPlans', 'helpShopify', 'socialAuth', 'notFound', 'devMailbox', 'home', 'shopboard', 'magicStore', 'influencers', 'shorts', 'links', 'multilinks', 'trends', 'analytics', 'myAccount', 'settings', 'appearance'];

const config = {
  publicUrl: 'https://shoplinks.example',
  bookExpertUrl: 'https://cal.example/expert',
  appStoreUrl: 'https://apps.shopify.com/shoplinks',
  supportEmail: 'support@shoplinks.example',
};

// The unit tests' session users (ui/src/lib/testUsers.ts), so the fixture carries every field the
// server sends, trial state and plan limits included, derived from the plan as the server does.
const { testUser } = await importTs('ui/src/lib/testUsers.ts');

function user(overrides = {}) {
  return testUser({ businessName: 'Acme <Store> & Co', ...overrides });
}

function props(page, extra = {}) {
  return { page, path: `/${page}`, query: '', locale: 'en', user: null, config, data: null, ...extra };
}

function render(p) {
  const result = SSR.render(JSON.stringify(p));
  assert.equal(typeof result.html, 'string');
  assert.equal(typeof result.styles, 'string');
  assert.equal(typeof result.head, 'string');
  return result;
}

// Login, English: the form is in the markup and the button starts disabled.
const login = render(props('login', { path: '/login' }));
assert.match(login.html, /Log in to your store/);
assert.match(login.html, /name="username"/);
assert.match(login.html, /<button[^>]*type="submit"[^>]*disabled=""/);
assert.match(login.html, /href="\/forgot-password"/);
assert.match(login.html, /href="\/register"/);
assert.match(login.html, /href="\/login\/influencer"/);
assert.match(login.styles, /^<style[^>]*data-styled="true"/);
assert.match(login.head, /<title>Log in · Shoplinks<\/title>/);
assert.match(login.head, /<meta name="description" content="[^"]+">/);
assert.match(login.head, /noindex/);

// Hebrew: right-to-left wrapper and Hebrew text.
const loginHe = render(props('login', { path: '/login', locale: 'he' }));
assert.match(loginHe.html, /dir="rtl"/);
assert.match(loginHe.html, /התחברות לחנות שלכם/);
assert.match(loginHe.head, /<title>התחברות · Shoplinks<\/title>/);

// Dashboard, admin: sidebar entries, escaped merchant text, splash.
const home = render(props('home', { path: '/admin/home', user: user() }));
for (const label of ['Multilinks', 'Influencers', 'Trends', 'Analytics', 'Book an expert', 'Magic store']) {
  assert.ok(home.html.includes(`>${label}<`), `admin sidebar shows ${label}`);
}
assert.ok(home.html.includes('Acme &lt;Store&gt; &amp; Co'), 'merchant text is escaped');
assert.ok(!home.html.includes('<Store>'), 'no raw merchant markup');
assert.match(home.html, /data-splash/);
assert.match(home.html, /data-home=""/);

// Influencer without analytics permission and without a store.
const influencer = render(props('links', {
  path: '/admin/links',
  user: user({ isAdmin: false, influencerUsername: 'ivy', storeConnected: false, subscriptionPlan: 'FREE', freeTrialDaysLeft: 12 }),
}));
assert.ok(!influencer.html.includes('>Analytics<'), 'no analytics entry without permission');
assert.ok(!influencer.html.includes('>Multilinks<'), 'no admin entries for influencers');
assert.match(influencer.html, /aria-disabled="true"[^>]*data-nav-id="links"/);

// Escaping in the head: the public URL ends up in attributes.
const welcome = render(props('welcome', { path: '/welcome', config: { ...config, publicUrl: 'https://x.example/"><script>' } }));
assert.ok(!welcome.head.includes('"><script>'), 'head attributes are escaped');
assert.match(welcome.head, /og:title/);

// The dev mailbox shows the server's outbox; merchant-typed text stays escaped.
const mailbox = render(props('devMailbox', {
  path: '/dev/mailbox/m1',
  data: {
    entries: [{ id: 'm1', to: 'ada@acme.example', subject: 'Verify <your> account', sentAt: '2026-11-22T03:31:43Z' }],
    message: { entry: { id: 'm1', to: 'ada@acme.example', subject: 'Verify <your> account', sentAt: '2026-11-22T03:31:43Z' }, text: 'Open https://x.example/verify?token=abc' },
  },
}));
assert.ok(mailbox.html.includes('Verify &lt;your&gt; account'));
assert.ok(mailbox.html.includes('https://x.example/verify?token=abc'));
assert.ok(mailbox.html.includes('2026-11-22 03:31:43'));

// Static pages are complete in the markup, in both languages; account forms start disabled.
const privacy = render(props('privacyPolicy', { path: '/privacy-policy' }));
assert.match(privacy.html, /Last updated: 11 May 2025/);
assert.match(privacy.html, /mailto:support@shoplinks\.example/);
assert.match(render(props('terms', { path: '/terms', locale: 'he' })).html, /דיני מדינת ישראל/);
assert.match(render(props('pricingPlans', { path: '/pricing-plans' })).html, /\$399/);
assert.match(render(props('register', { path: '/register' })).html, /<button[^>]*type="submit"[^>]*disabled=""/);
assert.ok(!render(props('loginInfluencer', { query: 'admin=a&username=b&password=s3cret-x' })).html.includes('s3cret-x'));

// Every page id renders in both languages; an unknown id renders the not-found page.
for (const page of PAGE_IDS) {
  for (const locale of ['en', 'he']) {
    const r = render(props(page, { locale, user: user() }));
    assert.ok(r.html.length > 100, `${page}/${locale} renders markup`);
  }
}
assert.match(render(props('noSuchPage')).html, /Page not found/);

// Styles belong to one render: a second render returns its own complete sheet.
const again = render(props('login', { path: '/login' }));
assert.equal(again.styles, login.styles, 'same page, same styles: nothing leaks between renders');

// The optional nonce lands on the style tag.
const withNonce = SSR.render(JSON.stringify(props('login')), { nonce: 'abc123' });
assert.match(withNonce.styles, /^<style nonce="abc123"/);

// Hydration needs the same styled-components ids on both sides. Production React does not
// report attribute mismatches, so check the build instead: every component id the server
// registers must be compiled into the client bundle too (styledComponentIds.mjs).
const clientDir = new URL('./dist/client/', import.meta.url);
const clientCode = readdirSync(clientDir).map((file) => readFileSync(new URL(file, clientDir), 'utf8')).join('\n');
const serverIds = new Set();
for (const page of PAGE_IDS) {
  const { styles } = render(props(page, { user: user({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 3 }) }));
  for (const [, id] of styles.matchAll(/data-styled\.g\d+\[id="([^"]+)"\]/g)) serverIds.add(id);
}
assert.ok(serverIds.size > 20, 'server renders register component ids');
for (const id of serverIds) {
  if (id.startsWith('sc-global-') || id.startsWith('sc-keyframes-')) continue; // content hashes
  const hash = id.slice(id.lastIndexOf('-') + 1);
  assert.match(id, /^[A-Za-z_$][\w$]*-[0-9a-f]{8}$/, `${id} has a build-time id`);
  assert.ok(clientCode.includes(`"${hash}"`), `client bundle knows component id ${id}`);
}

const n = 200;
const t0 = performance.now();
for (let i = 0; i < n; i++) SSR.render(JSON.stringify(props('home', { path: '/admin/home', user: user() })));
const renderMs = (performance.now() - t0) / n;

console.log(`smoke ok: bundle ${(bundle.length / 1024).toFixed(0)} KiB, load ${loadMs.toFixed(0)} ms, dashboard render ${renderMs.toFixed(2)} ms (V8 in a bare vm context; QuickJS is slower)`);
