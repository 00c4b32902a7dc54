/**
 * AI preferences as the Settings page holds them (docs/store.md#preferences): the store ids of
 * the products and collections the merchant promotes or excludes, by tab and kind, and what the
 * two existing calls send. Order is kept (the server stores it), so a reordered list is a change.
 */
import type { AiPreferences } from '../../generated/AiPreferences';
import type { CollectionsPreferencesBody } from '../../generated/CollectionsPreferencesBody';
import type { ProductsPreferencesBody } from '../../generated/ProductsPreferencesBody';

export type PreferenceTab = 'promote' | 'exclude';
export type PreferenceKind = 'products' | 'collections';

export const PREFERENCE_TABS: readonly PreferenceTab[] = ['promote', 'exclude'];
export const PREFERENCE_KINDS: readonly PreferenceKind[] = ['products', 'collections'];

export type PreferenceLists = Readonly<Record<PreferenceTab, Readonly<Record<PreferenceKind, readonly string[]>>>>;

/** The server's most ids per list (catalog/preferences.rs `MAX_IDS`); the pickers stop there. */
export const MAX_PREFERENCE_IDS = 250;

/** The body field of each list, which a refused save (422) names. */
export const PREFERENCE_FIELDS: Readonly<Record<PreferenceTab, Readonly<Record<PreferenceKind, string>>>> = {
  promote: { products: 'prefered_product_ids', collections: 'prefered_collection_ids' },
  exclude: { products: 'exclude_product_ids', collections: 'exclude_collection_ids' },
};

export function listsFromWire(preferences: AiPreferences): PreferenceLists {
  const { products_preferences: products, collections_preferences: collections } = preferences;
  return {
    promote: { products: products.prefered_product_ids, collections: collections.prefered_collection_ids },
    exclude: { products: products.exclude_product_ids, collections: collections.exclude_collection_ids },
  };
}

export function withList(lists: PreferenceLists, tab: PreferenceTab, kind: PreferenceKind, ids: readonly string[]): PreferenceLists {
  return { ...lists, [tab]: { ...lists[tab], [kind]: [...ids] } };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The kinds whose promoted or excluded list differs: each is one call on save. */
export function changedKinds(draft: PreferenceLists, saved: PreferenceLists): PreferenceKind[] {
  return PREFERENCE_KINDS.filter((kind) => PREFERENCE_TABS.some((tab) => !sameIds(draft[tab][kind], saved[tab][kind])));
}

export function productsBody(lists: PreferenceLists): ProductsPreferencesBody {
  return { prefered_product_ids: [...lists.promote.products], exclude_product_ids: [...lists.exclude.products] };
}

export function collectionsBody(lists: PreferenceLists): CollectionsPreferencesBody {
  return { prefered_collection_ids: [...lists.promote.collections], exclude_collection_ids: [...lists.exclude.collections] };
}

/**
 * The kinds with an id both promoted and excluded, which the server refuses (naming the
 * excluded list): the page says so on the Exclude row and waits before Save.
 */
export function conflictingKinds(lists: PreferenceLists): PreferenceKind[] {
  return PREFERENCE_KINDS.filter((kind) => lists.exclude[kind].some((id) => lists.promote[kind].includes(id)));
}
