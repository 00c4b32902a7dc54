/**
 * Infinite-list paging shared by the links list (offset `next_skip`) and the pickers (cursor
 * `next`, offset `next_skip`): append a page without duplicates, and drop an item locally
 * (a deleted link) while keeping an offset cursor pointing at the right next row.
 */

export interface Page<T, C> {
  items: T[];
  /** Where the next page starts; null when the list is complete. */
  next: C | null;
}

export interface PagedState<T, C> {
  items: T[];
  next: C | null;
  /** True until the first page arrived or failed. */
  loading: boolean;
  failed: boolean;
}

export function initialPaged<T, C>(): PagedState<T, C> {
  return { items: [], next: null, loading: true, failed: false };
}

/** Appends a page, skipping items already listed (a row that moved between two pages). */
export function appendPage<T, C>(state: PagedState<T, C>, page: Page<T, C>, idOf: (item: T) => string): PagedState<T, C> {
  const seen = new Set(state.items.map(idOf));
  const fresh = page.items.filter((item) => !seen.has(idOf(item)));
  return { items: [...state.items, ...fresh], next: page.next, loading: false, failed: false };
}

/**
 * Removes an item. With an offset cursor the server's next page would now skip one row it
 * has not shown, so a numeric cursor moves back by one.
 */
export function removeItem<T, C>(state: PagedState<T, C>, id: string, idOf: (item: T) => string): PagedState<T, C> {
  const items = state.items.filter((item) => idOf(item) !== id);
  if (items.length === state.items.length) return state;
  const next = typeof state.next === 'number' ? ((Math.max(0, state.next - 1) as unknown) as C) : state.next;
  return { ...state, items, next };
}

/** Puts `item` in place of the listed item with its id (an edited post); nothing changes when it is not listed. */
export function replaceItem<T, C>(state: PagedState<T, C>, item: T, idOf: (item: T) => string): PagedState<T, C> {
  const id = idOf(item);
  if (!state.items.some((entry) => idOf(entry) === id)) return state;
  return { ...state, items: state.items.map((entry) => (idOf(entry) === id ? item : entry)) };
}
