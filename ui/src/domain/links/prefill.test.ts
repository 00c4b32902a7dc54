import { describe, expect, it } from 'vitest';
import { PRODUCTS_MAX } from './editorState';
import { createLinkPath, prefilledProductIds } from './prefill';

const A = 'gid://shopify/Product/1';
const B = 'gid://shopify/Product/22';

/** The query part of a path, as page props carry it. */
const queryOf = (path: string) => path.slice(path.indexOf('?') + 1);

describe('link creation prefilled with products', () => {
  it('opens the link editor with the product ids, encoded in one parameter', () => {
    expect(createLinkPath([A, B])).toBe('/admin/links?create=1&products=gid%3A%2F%2Fshopify%2FProduct%2F1%2Cgid%3A%2F%2Fshopify%2FProduct%2F22');
  });

  it('opens the plain create dialog without products', () => {
    expect(createLinkPath([])).toBe('/admin/links?create=1');
  });

  it('reads back the ids it wrote, in order', () => {
    const query = queryOf(createLinkPath([B, A]));
    expect(prefilledProductIds(query)).toEqual([B, A]);
  });

  it('drops blanks and repeats, and keeps at most a link of products', () => {
    expect(prefilledProductIds(`create=1&products=${encodeURIComponent(` ${A},,${A},${B} `)}`)).toEqual([A, B]);
    const many = Array.from({ length: PRODUCTS_MAX + 5 }, (_, i) => `gid://shopify/Product/${i}`);
    expect(prefilledProductIds(queryOf(createLinkPath(many)))).toHaveLength(PRODUCTS_MAX);
    expect(createLinkPath(many)).toBe(createLinkPath(many.slice(0, PRODUCTS_MAX)));
  });

  it('is empty when the address names no products', () => {
    expect(prefilledProductIds('create=1')).toEqual([]);
    expect(prefilledProductIds('')).toEqual([]);
    expect(prefilledProductIds('create=1&products=')).toEqual([]);
  });
});
