/**
 * UI preview harness: serves the built bundles the way docs/ssr-contract.md says the Rust server
 * will, so the UI and its browser tests can be exercised before (or without) the real server.
 * It is not product code: no database, sessions live in memory, and `POST /api/auth/login`
 * always refuses. Signed-in pages come from the test-only `POST /api/test/session`, the same
 * endpoint the Rust server offers when started with SHOPLINKS_TEST_SEED=1.
 *
 *   npm run build && node ssr-bundle/preview-server.mjs [port]
 *   SHOPLINKS_BASE_URL=http://127.0.0.1:8090 npm run test:browser
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { importTs } from './importTs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? 8090);

// The UI's own route table, compiled on the fly, so this harness routes exactly like the UI; the
// plan fields a session user carries follow the same rules as the unit tests' users.
const routes = await importTs('ui/src/lib/routes.ts');
const { serverPlanFields } = await importTs('ui/src/lib/testUsers.ts');

// The server bundle in a bare context, as the Rust runtime loads it.
const context = vm.createContext({});
vm.runInContext(readFileSync(path.join(here, 'dist/server.js'), 'utf8'), context);
const SSR = vm.runInContext('globalThis.SSR', context);
const manifest = JSON.parse(readFileSync(path.join(here, 'dist/manifest.json'), 'utf8'));
const template = readFileSync(path.join(root, 'templates/document.html'), 'utf8');

const config = {
  publicUrl: `http://127.0.0.1:${port}`,
  bookExpertUrl: 'https://calendly.com/',
  appStoreUrl: 'https://apps.shopify.com/',
  supportEmail: 'support@shoplinks.example',
};

/** session id -> SessionUser */
const sessions = new Map();

function sessionUser(req) {
  const sid = cookies(req).sid;
  return (sid && sessions.get(sid)) || null;
}

function cookies(req) {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name),
  );
}

/** Escapes JSON for an HTML script element, as the contract requires. */
function escapeJsonForHtml(json) {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Single-pass fill, so text inside one value can never be read as another placeholder. */
function fillTemplate(values) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name) => (name in values ? values[name] : whole));
}

function send(res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(res, status, body, extraHeaders = {}) {
  send(res, status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extraHeaders }, JSON.stringify(body));
}

function redirect(res, location) {
  send(res, 302, { Location: location }, '');
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

function localeFor(req, url) {
  const lang = url.searchParams.get('lang');
  if (lang === 'he' || lang === 'en') return { locale: lang, setCookie: `lang=${lang}; Path=/; SameSite=Lax` };
  return { locale: cookies(req).lang === 'he' ? 'he' : 'en', setCookie: null };
}

const PERMISSIONS_OFF = {
  commissionEnabled: false,
  clicksEnabled: false,
  revenueEnabled: false,
  salesEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};

async function handleApi(req, res, url) {
  if (req.method === 'POST' && url.pathname === '/api/test/session') {
    const body = await readBody(req);
    const admin = body.role !== 'influencer';
    const user = {
      username: 'preview-store',
      name: admin ? 'Ada Merchant' : 'Ivy Influencer',
      email: 'ada@preview.example',
      isAdmin: admin,
      influencerUsername: admin ? null : 'ivy',
      influencerImageUrl: null,
      businessName: 'Preview Store',
      subscriptionPlan: body.plan ?? 'FREE',
      freeTrialDaysLeft: body.freeTrialDaysLeft ?? 30,
      ...serverPlanFields(body.plan ?? 'FREE', body.freeTrialDaysLeft ?? 30),
      ...(body.trialState ? { trialState: body.trialState } : {}),
      ...(body.planLimits ? { planLimits: body.planLimits } : {}),
      storeConnected: body.storeConnected ?? true,
      productVisionEnabled: body.productVisionEnabled ?? false,
      permissions: { ...PERMISSIONS_OFF, ...(body.permissions ?? {}) },
      sidebarExpanded: null,
    };
    const sid = randomBytes(16).toString('hex');
    sessions.set(sid, user);
    return sendJson(res, 200, { status: true, data: { token: sid } }, {
      'Set-Cookie': `sid=${sid}; Path=/; HttpOnly; SameSite=Lax`,
    });
  }
  if (req.method === 'POST' && url.pathname === '/api/auth/logout') {
    sessions.delete(cookies(req).sid);
    return sendJson(res, 200, { status: true, data: {} }, { 'Set-Cookie': 'sid=; Path=/; Max-Age=0' });
  }
  if (req.method === 'POST' && url.pathname === '/api/auth/login') {
    await readBody(req);
    return sendJson(res, 401, { status: false, error: { code: 'unauthorized', message: 'Incorrect username or password' } });
  }
  return sendJson(res, 404, { status: false, error: { code: 'not_found', message: 'Not found' } });
}

async function handleAsset(res, url) {
  const name = url.pathname.slice('/assets/'.length);
  if (!/^[\w.-]+\.js$/.test(name)) return send(res, 404, {}, 'not found');
  try {
    const body = await readFile(path.join(here, 'dist/client', name));
    return send(res, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    }, body);
  } catch {
    return send(res, 404, {}, 'not found');
  }
}

function handlePage(req, res, url) {
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  const match = routes.matchRoute(url.pathname);
  if (!match) return redirect(res, routes.UNKNOWN_PATH_TARGET);
  if (match.kind === 'redirect') return redirect(res, match.to);

  const user = sessionUser(req);
  if (routes.isDashboardPage(match.page) && !user) {
    if (wantsJson) return sendJson(res, 401, { status: false, error: { code: 'unauthorized', message: 'Sign in first' } });
    return redirect(res, '/login');
  }

  const { locale, setCookie } = localeFor(req, url);
  const props = {
    page: match.page,
    path: url.pathname,
    query: url.search.replace(/^\?/, ''),
    locale,
    user,
    config,
    data: null,
  };
  const headers = { 'Cache-Control': 'no-store', Vary: 'Accept, Cookie' };
  if (setCookie) headers['Set-Cookie'] = setCookie;
  if (wantsJson) return sendJson(res, 200, { status: true, data: props }, headers);

  const nonce = randomBytes(16).toString('base64');
  const { html, styles, head } = SSR.render(JSON.stringify(props), { nonce });
  const document = fillTemplate({
    lang: locale,
    dir: locale === 'he' ? 'rtl' : 'ltr',
    head,
    styles,
    html,
    props: escapeJsonForHtml(JSON.stringify(props)),
    nonce,
    entry: `/assets/${manifest.entry}`,
  });
  return send(res, 200, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  }, document);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const work = url.pathname.startsWith('/api/')
    ? handleApi(req, res, url)
    : url.pathname.startsWith('/assets/')
      ? handleAsset(res, url)
      : Promise.resolve(handlePage(req, res, url));
  work.catch((error) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, {}, 'internal error');
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`UI preview on http://127.0.0.1:${port} (not the product server)`);
});
