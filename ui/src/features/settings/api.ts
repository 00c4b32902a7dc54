/**
 * The Settings page's calls (docs/settings.md#api, docs/store.md#preferences): the settings and
 * auto-swap's record under `/business/{businessId}`, and the AI preferences under
 * `/admin/v1/store/{businessId}`; plus reading the chosen products and collections back by id,
 * so their pickers open with them selected.
 */
import type { AiPreferences } from '../../generated/AiPreferences';
import type { CollectionsPreferences } from '../../generated/CollectionsPreferences';
import type { CollectionsPreferencesBody } from '../../generated/CollectionsPreferencesBody';
import type { ProductsPreferences } from '../../generated/ProductsPreferences';
import type { ProductsPreferencesBody } from '../../generated/ProductsPreferencesBody';
import { apiGet, apiRequest } from '../../lib/api';
import { fetchProductsByIds, PRODUCT_PAGE, searchCollections } from '../../domain/links/api/catalog';
import type { Collection, Product } from '../../domain/links/types';
import type { BusinessSettings } from '../../generated/BusinessSettings';
import type { SettingsBody } from '../../generated/SettingsBody';
import type { SwapList } from '../../generated/SwapList';

const business = (businessId: string) => `/business/${encodeURIComponent(businessId)}`;
const store = (businessId: string) => `/admin/v1/store/${encodeURIComponent(businessId)}`;

export async function fetchSettings(businessId: string, signal?: AbortSignal): Promise<BusinessSettings> {
  return (await apiGet<SettingsBody>(`${business(businessId)}/settings`, { signal })).settings;
}

/** Answers the settings as stored (trimmed, ids upper-cased, the address as parsed); 422 names refused fields. */
export async function saveSettings(businessId: string, settings: BusinessSettings): Promise<BusinessSettings> {
  const body: SettingsBody = { settings };
  return (await apiRequest<SettingsBody>('PUT', `${business(businessId)}/settings`, body)).settings;
}

/** Auto-swap's record, newest first. */
export function fetchSwaps(businessId: string, signal?: AbortSignal): Promise<SwapList> {
  return apiGet<SwapList>(`${business(businessId)}/swaps`, { signal });
}

export function fetchPreferences(businessId: string, signal?: AbortSignal): Promise<AiPreferences> {
  return apiGet<AiPreferences>(`${store(businessId)}/preferences`, { signal });
}

export function saveProductsPreferences(businessId: string, body: ProductsPreferencesBody): Promise<ProductsPreferences> {
  return apiRequest<ProductsPreferences>('PUT', `${store(businessId)}/products_preferences`, body);
}

export function saveCollectionsPreferences(businessId: string, body: CollectionsPreferencesBody): Promise<CollectionsPreferences> {
  return apiRequest<CollectionsPreferences>('PUT', `${store(businessId)}/collections_preferences`, body);
}

/** The catalog's products among `ids`, in their order, a search page's worth at a time. */
export async function productsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const pages: Product[][] = [];
  for (let start = 0; start < ids.length; start += PRODUCT_PAGE) {
    pages.push(await fetchProductsByIds(ids.slice(start, start + PRODUCT_PAGE), signal));
  }
  return pages.flat();
}

/**
 * The catalog's collections among `ids`, in their order. Collection search has no by-id filter,
 * so it pages through the collections (stores have tens, rarely hundreds) until all are found.
 */
export async function collectionsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Collection[]> {
  const wanted = new Set(ids);
  const found = new Map<string, Collection>();
  let skip: number | null = 0;
  while (skip !== null && found.size < wanted.size) {
    const page = await searchCollections('', skip, PRODUCT_PAGE, signal);
    for (const collection of page.collections) if (wanted.has(collection.collection_id)) found.set(collection.collection_id, collection);
    skip = page.nextSkip;
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
