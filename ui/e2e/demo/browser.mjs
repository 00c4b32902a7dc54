/**
 * A browser at the HTTP level, for the demo generator (scripts/demo): a cookie jar, a user
 * agent, and redirects followed one hop at a time so every hop's cookies are kept, as a browser
 * keeps them (the visitor cookie `sl_vid`, a look's cart, the sandbox's landing page). Plain
 * `fetch` would drop the cookies set on a redirect, and driving Chromium for every shopper would
 * make a demo of forty visits take minutes instead of seconds.
 *
 * Its `get`, `post` and responses take the subset of Playwright's `APIRequestContext` the browser
 * tests' helpers use (`data`, `form`, `multipart`, `headers`, `maxRedirects`; `status()`,
 * `json()`, `text()`, `url()`, `headers()`), so helpers such as `createVerifiedAccount` and
 * `apiData` work with either.
 */
import { BASE_URL } from '../helpers.mjs';

/** User agents of the demo's shoppers: what links are mostly opened on, and a laptop. */
export const USER_AGENTS = {
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

/** One stored cookie: host-only unless the server named a domain. */
class StoredCookie {
  constructor(name, value, host, path, domain, expires) {
    Object.assign(this, { name, value, host, path, domain, expires });
  }

  matches(url) {
    const hostOk = this.domain ? url.hostname === this.domain || url.hostname.endsWith(`.${this.domain}`) : url.hostname === this.host;
    const pathOk = url.pathname === this.path || url.pathname.startsWith(this.path.endsWith('/') ? this.path : `${this.path}/`);
    return hostOk && pathOk && (this.expires === null || this.expires > Date.now());
  }
}

/** RFC 6265's default path: the request path up to its last `/`. */
function defaultPath(url) {
  const cut = url.pathname.lastIndexOf('/');
  return cut <= 0 ? '/' : url.pathname.slice(0, cut);
}

/** The cookies of one browser. */
export class CookieJar {
  #cookies = [];

  /** Keeps what the `Set-Cookie` headers of a response to `url` say; an expired one is deleted. */
  store(setCookies, url) {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = defaultPath(url);
      let domain = null;
      let expires = null;
      for (const attribute of attributes) {
        const [key, ...rest] = attribute.split('=');
        const text = rest.join('=').trim();
        switch (key.trim().toLowerCase()) {
          case 'path':
            if (text.startsWith('/')) path = text;
            break;
          case 'domain':
            domain = text.replace(/^\./, '').toLowerCase() || null;
            break;
          case 'max-age':
            expires = Date.now() + Number(text) * 1000;
            break;
          case 'expires':
            expires ??= Date.parse(text);
            break;
          default:
        }
      }
      this.#cookies = this.#cookies.filter((c) => !(c.name === name && c.path === path && c.domain === domain && c.host === url.hostname));
      if (expires === null || expires > Date.now()) this.#cookies.push(new StoredCookie(name, value, url.hostname, path, domain, expires));
    }
  }

  /** The `Cookie` header for a request to `url`, longer paths first as browsers send them. */
  header(url) {
    return this.#cookies
      .filter((c) => c.matches(url))
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** The value of the cookie `name` sent to `url` (the base URL by default). */
  value(name, url = new URL(BASE_URL)) {
    return this.#cookies.find((c) => c.name === name && c.matches(url))?.value;
  }

  /** The cookies in Playwright's `context.addCookies` shape, to hand a session to Chromium. */
  forPlaywright() {
    return this.#cookies.map((c) => ({
      name: c.name,
      value: c.value,
      domain: c.domain ?? c.host,
      path: c.path,
      expires: c.expires === null ? -1 : Math.floor(c.expires / 1000),
      httpOnly: true,
      sameSite: 'Lax',
    }));
  }
}

/** A response, read whole, with the accessors of Playwright's `APIResponse`. */
class HttpResponse {
  constructor(response, url, body) {
    this.response = response;
    this.finalUrl = url;
    this.body = body;
  }

  status() {
    return this.response.status;
  }

  ok() {
    return this.response.ok;
  }

  url() {
    return this.finalUrl.href;
  }

  headers() {
    return Object.fromEntries(this.response.headers);
  }

  async text() {
    return this.body;
  }

  async json() {
    return JSON.parse(this.body);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The body and its content type from Playwright-style options. */
function bodyOf({ data, form, multipart }) {
  if (multipart) {
    const body = new FormData();
    for (const [name, part] of Object.entries(multipart)) {
      if (typeof part === 'string') body.append(name, part);
      else body.append(name, new Blob([part.buffer], { type: part.mimeType }), part.name);
    }
    return { body }; // fetch writes the boundary into the content type
  }
  if (form) return { body: new URLSearchParams(form).toString(), type: 'application/x-www-form-urlencoded' };
  if (data === undefined) return {};
  if (typeof data === 'string') return { body: data, type: 'text/plain;charset=UTF-8' };
  return { body: JSON.stringify(data), type: 'application/json' };
}

/** One browser: its own cookies and user agent. */
export class HttpBrowser {
  constructor({ userAgent = USER_AGENTS.desktop } = {}) {
    this.userAgent = userAgent;
    this.jar = new CookieJar();
  }

  get(url, options = {}) {
    return this.fetch(url, { ...options, method: 'GET' });
  }

  post(url, options = {}) {
    return this.fetch(url, { ...options, method: 'POST' });
  }

  /**
   * A request to `url` (absolute, or a path on the base URL). Redirects are followed up to
   * `maxRedirects` (20 by default, 0 to stop at the first answer): a 303, or a 301/302 after a
   * POST, continues as a GET, as browsers do. Non-GET requests say `Sec-Fetch-Site: same-origin`,
   * as a browser does for the forms and calls of the server's own pages (the server refuses
   * cross-site state changes, docs/security.md#cross-site-requests); every POST the demo makes
   * comes from such a page: the dashboard, a look, or the sandbox store under the same origin.
   */
  async fetch(url, { method = 'GET', headers = {}, maxRedirects = 20, ...options } = {}) {
    let target = new URL(url, `${BASE_URL}/`);
    let { body, type } = bodyOf(options);
    for (let hop = 0; ; hop += 1) {
      const sent = {
        'User-Agent': this.userAgent,
        'Accept-Language': 'en-US,en;q=0.9',
        Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        ...(method === 'GET' ? {} : { 'Sec-Fetch-Site': 'same-origin' }),
        ...(type ? { 'Content-Type': type } : {}),
        ...headers,
      };
      const cookie = this.jar.header(target);
      if (cookie) sent.Cookie = cookie;
      const response = await fetch(target, { method, headers: sent, body, redirect: 'manual' });
      this.jar.store(response.headers.getSetCookie(), target);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || hop >= maxRedirects) {
        return new HttpResponse(response, target, await response.text());
      }
      await response.body?.cancel();
      target = new URL(location, target);
      if (response.status === 303 || (method === 'POST' && response.status !== 307 && response.status !== 308)) {
        method = 'GET';
        body = undefined;
        type = undefined;
      }
    }
  }
}
