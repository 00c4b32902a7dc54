/**
 * The product search filters, kept in localStorage so the picker opens as it was left. Read
 * once when the picker mounts (always after a click, never in the server markup).
 */
import { useCallback, useState } from 'react';
import type { ProductFilters } from '../api/catalog';
import { DEFAULT_FILTERS, FILTERS_STORAGE_KEY, parseFilters } from './pickerSelection';

function readStored(): ProductFilters {
  try {
    return parseFilters(typeof window === 'undefined' ? null : window.localStorage.getItem(FILTERS_STORAGE_KEY));
  } catch {
    return DEFAULT_FILTERS; // storage blocked (private mode)
  }
}

export function useProductFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const [filters, setFilters] = useState<ProductFilters>(readStored);
  const change = useCallback((next: ProductFilters) => {
    setFilters(next);
    try {
      window.localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not persisted; the choice still applies now.
    }
  }, []);
  return [filters, change];
}
