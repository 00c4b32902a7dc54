/**
 * Query-string helpers that work in the SSR engine too, which has no `URL` or
 * `URLSearchParams`. Pages read their parameters from `props.query` (the raw query without `?`),
 * so the server render and the browser's first render agree.
 */

/** Decodes one `application/x-www-form-urlencoded` component; a malformed escape stays as typed. */
function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The query's `name=value` pairs in order; a leading `?` is ignored. */
export function parseQuery(query: string): Array<[string, string]> {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (!raw) return [];
  return raw
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const name = at === -1 ? part : part.slice(0, at);
      const value = at === -1 ? '' : part.slice(at + 1);
      return [decodeComponent(name), decodeComponent(value)];
    });
}

/** The first value of `name`, or null when the parameter is absent. */
export function queryParam(query: string, name: string): string | null {
  const pair = parseQuery(query).find(([key]) => key === name);
  return pair ? pair[1] : null;
}

/** Builds a query string (without `?`) from pairs. */
export function buildQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}
