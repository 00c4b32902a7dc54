/**
 * Opening a preference list's picker with its items selected: the lists hold store ids, the
 * pickers whole products and collections, so the chosen ones are read back by id first (once:
 * what a picker hands back is remembered). `open` answers null when they could not be read.
 */
import { useCallback, useRef } from 'react';
import type { Collection, Product } from '../../../domain/links/types';
import { collectionsByIds, productsByIds } from '../api';

export interface PickerItems {
  products: (ids: readonly string[]) => Promise<Product[] | null>;
  collections: (ids: readonly string[]) => Promise<Collection[] | null>;
  remember: (items: { products?: readonly Product[]; collections?: readonly Collection[] }) => void;
}

async function known<T>(ids: readonly string[], cache: Map<string, T>, fetch: (missing: string[]) => Promise<T[]>, idOf: (item: T) => string) {
  const missing = ids.filter((id) => !cache.has(id));
  try {
    if (missing.length > 0) for (const item of await fetch(missing)) cache.set(idOf(item), item);
  } catch (error) {
    console.warn('Reading the chosen items failed', error);
    return null;
  }
  return ids.flatMap((id) => cache.get(id) ?? []);
}

export function usePickerItems(): PickerItems {
  const products = useRef(new Map<string, Product>());
  const collections = useRef(new Map<string, Collection>());
  return {
    products: useCallback((ids) => known(ids, products.current, (missing) => productsByIds(missing), (p) => p.inventory_id), []),
    collections: useCallback(
      (ids) => known(ids, collections.current, (missing) => collectionsByIds(missing), (c) => c.collection_id),
      [],
    ),
    remember: useCallback(({ products: p = [], collections: c = [] }) => {
      for (const item of p) products.current.set(item.inventory_id, item);
      for (const item of c) collections.current.set(item.collection_id, item);
    }, []),
  };
}
