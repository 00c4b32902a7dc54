/**
 * The picker calls (docs/store.md#search; server/src/features/catalog/search.rs, option_image.rs):
 * product search by cursor, collection search by offset, and a product's image for chosen
 * options. Answers without their list are errors (docs/links.md#pickers).
 */
import { apiGet, apiPost } from '../../../lib/api';
import { buildQuery } from '../../../lib/query';
import type { Collection, OptionChoice, Product } from '../types';

/** Product search page (docs/links.md#pickers). */
export const PRODUCT_PAGE = 50;

export interface ProductFilters {
  onlyActive: boolean;
  outOfStock: boolean;
  searchInTags: boolean;
}

export interface ProductSearchPage {
  products: Product[];
  next: string | null;
}

export async function searchProducts(
  q: string,
  filters: ProductFilters,
  next: string | null,
  signal?: AbortSignal,
): Promise<ProductSearchPage> {
  const pairs: Array<[string, string]> = [
    ['q', q],
    ['count', String(PRODUCT_PAGE)],
    ['include_out_of_stock', String(filters.outOfStock)],
    ['include_search_tags', String(filters.searchInTags)],
  ];
  if (filters.onlyActive) pairs.push(['product_status', 'active']);
  if (next) pairs.push(['next', next]);
  const data = await apiGet<{ products?: Product[]; next?: string | null }>(
    `/admin/v1/products/search?${buildQuery(pairs)}`,
    { signal },
  );
  if (!Array.isArray(data.products)) throw new Error('No products found');
  return { products: data.products, next: data.next ?? null };
}

/**
 * The catalog's products among `ids` (store product ids, at most one page), in the order of
 * `ids`; ids the catalog does not hold are left out. There is no read-by-ids call: the search
 * lists its `prefered_product_ids` first (docs/store.md#search), so one unfiltered page holds
 * them all, and the rest of the page is dropped.
 */
export async function fetchProductsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  if (ids.length === 0) return [];
  const query = buildQuery([
    ['count', String(PRODUCT_PAGE)],
    ['product_status', 'any'],
    ['include_out_of_stock', 'true'],
    ['prefered_product_ids', ids.slice(0, PRODUCT_PAGE).join(',')],
  ]);
  const data = await apiGet<{ products?: Product[] }>(`/admin/v1/products/search?${query}`, { signal });
  if (!Array.isArray(data.products)) throw new Error('No products found');
  const byId = new Map(data.products.map((product) => [product.inventory_id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface CollectionSearchPage {
  collections: Collection[];
  nextSkip: number | null;
}

export async function searchCollections(q: string, skip: number, count: number, signal?: AbortSignal): Promise<CollectionSearchPage> {
  const query = buildQuery([
    ['q', q],
    ['count', String(count)],
    ['skip', String(skip)],
  ]);
  const data = await apiGet<{ collections?: Collection[]; next_skip?: number | null }>(
    `/admin/v1/collections/search?${query}`,
    { signal },
  );
  if (!Array.isArray(data.collections)) throw new Error('No collections found');
  return { collections: data.collections, nextSkip: data.next_skip ?? null };
}

/** `POST /admin/v1/products/options/image`: the variant picture for the chosen options. */
export async function fetchOptionImage(inventoryId: string, selected: OptionChoice): Promise<string | null> {
  const data = await apiPost<{ src: string | null }>('/admin/v1/products/options/image', {
    inventory_id: inventoryId,
    selected_options: selected,
  });
  return data.src ?? null;
}

/**
 * Whether the catalog has no products yet because its first sync is still running (or never
 * ran): `GET /admin/v1/store/sync/status`. Asked only when a search comes back empty, to tell
 * the syncing text from no results (docs/links.md#pickers). A failure counts as synced.
 */
export async function catalogStillSyncing(signal?: AbortSignal): Promise<boolean> {
  try {
    const status = await apiGet<{ status?: string; productsSynced?: number }>('/admin/v1/store/sync/status', { signal });
    return status.status === 'syncing' || status.status === 'none' || status.productsSynced === 0;
  } catch {
    return false;
  }
}
