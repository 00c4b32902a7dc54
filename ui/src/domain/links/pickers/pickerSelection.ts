/**
 * Picker rules (docs/links.md#pickers), pure so they are tested: selection by id with
 * a maximum (a limit of 1 replaces), the availability colour, when to fetch the next page, and
 * the stored search filters.
 */
import type { ProductFilters } from '../api/catalog';

/** How long the selection-limit alert shows (docs/links.md#pickers). */
export const LIMIT_ALERT_MS = 1_500;

/** Filter-change debounce (several switches flipped in a row search once; docs/links.md#pickers). */
export const FILTER_DEBOUNCE_MS = 100;

export interface ToggleResult<T> {
  selected: T[];
  /** The add was refused because the maximum is reached (show the alert). */
  limitReached: boolean;
}

/**
 * Adds or removes `item` (matched by id). With `max` 1 a new item replaces the current one;
 * with a larger max, adding past it is refused.
 */
export function toggleSelection<T>(selected: readonly T[], item: T, max: number, idOf: (item: T) => string): ToggleResult<T> {
  const id = idOf(item);
  if (selected.some((entry) => idOf(entry) === id)) {
    return { selected: selected.filter((entry) => idOf(entry) !== id), limitReached: false };
  }
  if (max === 1) return { selected: [item], limitReached: false };
  if (selected.length >= max) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, item], limitReached: false };
}

/** Done is allowed between min and max selected items. */
export function canFinish(count: number, min: number, max: number): boolean {
  return count >= min && count <= max;
}

export type AvailabilityTone = 'good' | 'fair' | 'poor';

/** 75% or more green, 50% or more amber, otherwise red (docs/links.md#pickers). */
export function availabilityTone(ratio: number): AvailabilityTone {
  if (ratio >= 0.75) return 'good';
  if (ratio >= 0.5) return 'fair';
  return 'poor';
}

/** The next page loads near the last 7 items (3 on mobile; docs/links.md#pickers). */
export function nearEndThreshold(mobile: boolean): number {
  return mobile ? 3 : 7;
}

/** Whether showing item `index` of `total` should fetch the next page. */
export function shouldLoadMore(index: number, total: number, mobile: boolean): boolean {
  return index >= total - nearEndThreshold(mobile);
}

/** Default search filters (docs/links.md#pickers). */
export const DEFAULT_FILTERS: ProductFilters = { onlyActive: true, outOfStock: true, searchInTags: false };

export const FILTERS_STORAGE_KEY = 'shoplinks.productPicker.filters';

/** Reads stored filters; anything unreadable falls back to the defaults field by field. */
export function parseFilters(stored: string | null): ProductFilters {
  if (!stored) return DEFAULT_FILTERS;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof ProductFilters, unknown>>;
    const pick = (key: keyof ProductFilters) => (typeof value[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_FILTERS[key]);
    return { onlyActive: pick('onlyActive'), outOfStock: pick('outOfStock'), searchInTags: pick('searchInTags') };
  } catch {
    return DEFAULT_FILTERS;
  }
}

/** The option whose values pick a picture: a colour, in English or as stores often name it. */
export function colourOption<T extends { name: string }>(options: readonly T[]): T | null {
  return options.find((option) => /^(colou?r|צבע)$/i.test(option.name.trim())) ?? null;
}
