import { describe, expect, it } from 'vitest';
import { appendPage, initialPaged, removeItem, replaceItem } from './paging';

const id = (item: { id: string }) => item.id;

describe('paging', () => {
  it('starts loading and appends pages in order', () => {
    const first = appendPage(initialPaged<{ id: string }, number>(), { items: [{ id: 'a' }, { id: 'b' }], next: 2 }, id);
    expect(first).toEqual({ items: [{ id: 'a' }, { id: 'b' }], next: 2, loading: false, failed: false });
    const second = appendPage(first, { items: [{ id: 'b' }, { id: 'c' }], next: null }, id);
    expect(second.items.map(id)).toEqual(['a', 'b', 'c']);
    expect(second.next).toBeNull();
  });

  it('moves an offset cursor back when an item is removed locally', () => {
    const state = { items: [{ id: 'a' }, { id: 'b' }], next: 28, loading: false, failed: false };
    expect(removeItem(state, 'a', id)).toEqual({ ...state, items: [{ id: 'b' }], next: 27 });
  });

  it('keeps an opaque cursor and ignores unknown ids', () => {
    const state = { items: [{ id: 'a' }], next: 'cursor', loading: false, failed: false };
    expect(removeItem(state, 'a', id).next).toBe('cursor');
    expect(removeItem(state, 'zz', id)).toBe(state);
  });

  it('replaces an item in place, keeping order and cursor, and ignores unknown ids', () => {
    const state = { items: [{ id: 'a', n: 1 }, { id: 'b', n: 1 }], next: 24, loading: false, failed: false };
    expect(replaceItem(state, { id: 'b', n: 2 }, id)).toEqual({ ...state, items: [{ id: 'a', n: 1 }, { id: 'b', n: 2 }] });
    expect(replaceItem(state, { id: 'zz', n: 2 }, id)).toBe(state);
  });
});
