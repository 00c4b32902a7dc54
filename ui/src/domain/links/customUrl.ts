/**
 * Custom URL rules for shorts and multilink experiences (docs/links.md#custom-urls): text typed
 * without a scheme takes the scheme of the store address it starts with (`https://` otherwise), and after 400 ms of no typing the URL must start with
 * one of the store's domains (`GET /admin/v1/links/domains`, full origins) and parse as a URL.
 * Empty means "no indication". The server checks the host again at save and at redirect,
 * so this is guidance, not the security boundary.
 */

/** URL validation delay (docs/links.md#custom-urls). */
export const URL_VALIDATION_DELAY_MS = 400;

/**
 * The text with its scheme: kept when it starts with `http://` or `https://`; otherwise the scheme
 * of the store address (`domains`, full origins) the text starts with, so the local sandbox store's
 * `http://` address typed bare is not turned into a refused `https://` one; `https://` for the rest.
 */
export function withScheme(raw: string, domains: readonly string[] = []): string {
  const text = raw.trim();
  if (text === '') return '';
  if (/^https?:\/\//i.test(text)) return text;
  const own = domains.find((domain) => startsWithDomain(text, domain.replace(/^https?:\/\//i, '')));
  const scheme = own?.match(/^(https?):\/\//i)?.[1]?.toLowerCase() ?? 'https';
  return `${scheme}://${text}`;
}

/** Where a custom URL stands: nothing typed, acceptable, or not on a store domain. */
export type CustomUrlStatus = 'empty' | 'valid' | 'invalid';

/**
 * Whether `url` starts with `domain` at a boundary, so `https://shop.com.evil.io` does not pass
 * for `https://shop.com` (the next character must end the origin or start a path/query).
 */
function startsWithDomain(url: string, domain: string): boolean {
  const base = domain.replace(/\/+$/, '').toLowerCase();
  const lower = url.toLowerCase();
  if (!lower.startsWith(base)) return false;
  const next = lower.charAt(base.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/** A URL the browser can parse, with an http(s) scheme and a host. */
function parses(url: string): boolean {
  if (typeof URL !== 'function') return /^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '' && !/\s/.test(url);
  } catch {
    return false;
  }
}

/** The status of a typed custom URL against the allowed domains. */
export function customUrlStatus(raw: string, domains: readonly string[]): CustomUrlStatus {
  const url = withScheme(raw, domains);
  if (url === '') return 'empty';
  if (!parses(url)) return 'invalid';
  return domains.some((domain) => startsWithDomain(url, domain)) ? 'valid' : 'invalid';
}

/** The domain the error message names: the first allowed one, shown without its scheme. */
export function domainForMessage(domains: readonly string[]): string {
  const first = domains[0] ?? '';
  return first.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}
