/**
 * Opening link creation with products already chosen (docs/links.md#editors): the links page
 * opens its create dialog for `?create=1`, and `products` carries the store product ids to start
 * the new link with, comma-separated (store ids never hold a comma). Trends builds these
 * addresses; the links page reads them. Both sides live here so they cannot disagree.
 */
import { PATHS } from '../../lib/routes';
import { buildQuery, queryParam } from '../../lib/query';
import { PRODUCTS_MAX } from './editorState';

/** The query parameter that carries the product ids. */
export const PRODUCTS_PARAM = 'products';

/** `/admin/links?create=1&products=…`: the link editor, creating a link with `productIds`. */
export function createLinkPath(productIds: readonly string[]): string {
  const ids = uniqueIds(productIds);
  const pairs: Array<[string, string]> = [['create', '1']];
  if (ids.length > 0) pairs.push([PRODUCTS_PARAM, ids.join(',')]);
  return `${PATHS.links}?${buildQuery(pairs)}`;
}

/**
 * The product ids a page was opened with, in order, without blanks or repeats, at most a link's
 * worth (PRODUCTS_MAX); empty when the parameter is absent.
 */
export function prefilledProductIds(query: string): string[] {
  return uniqueIds((queryParam(query, PRODUCTS_PARAM) ?? '').split(','));
}

function uniqueIds(ids: readonly string[]): string[] {
  const trimmed = ids.map((id) => id.trim()).filter((id) => id !== '');
  return [...new Set(trimmed)].slice(0, PRODUCTS_MAX);
}
