/**
 * Sorting of the top-performing products table (docs/analytics.md#top-products): a column header
 * toggles between ascending and descending; the server's order (rank first) is the starting point.
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Clicking a header: the same column flips direction, another column starts descending. */
export function toggleSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current && current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'desc' };
}

/** A sorted copy; ties keep their loaded order. Strings compare by locale, the rest as numbers. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  valueOf: (row: T, key: K) => number | string,
): T[] {
  if (!sort) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const va = valueOf(a.row, sort.key);
      const vb = valueOf(b.row, sort.key);
      const diff = typeof va === 'string' || typeof vb === 'string' ? String(va).localeCompare(String(vb)) : va - vb;
      return diff !== 0 ? diff * factor : a.index - b.index;
    })
    .map(({ row }) => row);
}
