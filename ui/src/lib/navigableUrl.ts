/**
 * Addresses the UI follows when a server answer names where to go next (a plan's confirmation
 * page, a social network's consent page): absolute http(s) addresses or same-origin paths, never
 * `javascript:` or a protocol-relative `//host`.
 */
export function isNavigableUrl(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i.test(url);
}
