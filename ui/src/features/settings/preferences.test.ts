import { describe, expect, it } from 'vitest';
import { changedKinds, collectionsBody, conflictingKinds, listsFromWire, productsBody, withList } from './preferences';

const wire = {
  products_preferences: { prefered_product_ids: ['p1', 'p2'], exclude_product_ids: ['p3'] },
  collections_preferences: { prefered_collection_ids: [], exclude_collection_ids: ['c1'] },
};

describe('AI preferences', () => {
  it('read the server lists by tab and kind and write them back', () => {
    const lists = listsFromWire(wire);
    expect(lists.promote.products).toEqual(['p1', 'p2']);
    expect(lists.exclude.collections).toEqual(['c1']);
    expect(productsBody(lists)).toEqual(wire.products_preferences);
    expect(collectionsBody(lists)).toEqual(wire.collections_preferences);
  });

  it('name the kinds that changed, each one call', () => {
    const lists = listsFromWire(wire);
    expect(changedKinds(lists, lists)).toEqual([]);
    expect(changedKinds(withList(lists, 'exclude', 'products', []), lists)).toEqual(['products']);
    expect(changedKinds(withList(lists, 'promote', 'products', ['p2', 'p1']), lists)).toEqual(['products']);
    expect(changedKinds(withList(withList(lists, 'promote', 'collections', ['c2']), 'exclude', 'products', []), lists)).toEqual([
      'products',
      'collections',
    ]);
  });

  it('find ids both promoted and excluded', () => {
    const lists = listsFromWire(wire);
    expect(conflictingKinds(lists)).toEqual([]);
    expect(conflictingKinds(withList(lists, 'exclude', 'products', ['p2']))).toEqual(['products']);
  });
});
