import { describe, expect, it } from 'vitest';
import { toggleSelection } from '../../domain/links/pickers/pickerSelection';
import type { Product } from '../../domain/links/types';
import { pickerProducts, TAG_LIMIT, tagBody, withinTagLimit } from './tagging';
import { testPost, testProduct } from './testShopboard';

const id = (product: Product) => product.inventory_id;

describe('the five-product limit', () => {
  it('lets the picker take five products and refuses a sixth', () => {
    expect(TAG_LIMIT).toBe(5);
    let selected: Product[] = [];
    for (const n of ['1', '2', '3', '4', '5']) {
      const result = toggleSelection(selected, testProduct(n), TAG_LIMIT, id);
      expect(result.limitReached).toBe(false);
      selected = result.selected;
    }
    const sixth = toggleSelection(selected, testProduct('6'), TAG_LIMIT, id);
    expect(sixth.limitReached).toBe(true);
    expect(sixth.selected.map(id)).toEqual(selected.map(id));
    // Taking one off makes room again.
    const fewer = toggleSelection(selected, testProduct('5'), TAG_LIMIT, id).selected;
    expect(toggleSelection(fewer, testProduct('6'), TAG_LIMIT, id).limitReached).toBe(false);
  });

  it('allows saving from none up to five', () => {
    expect(withinTagLimit(0)).toBe(true);
    expect(withinTagLimit(5)).toBe(true);
    expect(withinTagLimit(6)).toBe(false);
  });
});

describe('the picker and the tagging call', () => {
  it('opens with the post’s products, each with its chosen options', () => {
    const red = testProduct('1');
    const plain = testProduct('2');
    const post = testPost({ products: [red, plain], selected_options: { [red.inventory_id]: { Color: 'Red' } }, tagged_by: 'manual' });
    expect(pickerProducts(post)).toEqual([{ ...red, selected_options: { Color: 'Red' } }, plain]);
  });

  it('sends the products in their order and the options of those that have some', () => {
    const body = tagBody([{ ...testProduct('3'), selected_options: { Color: 'Blue' } }, testProduct('1'), { ...testProduct('2'), selected_options: {} }]);
    expect(body).toEqual({
      product_ids: ['gid://shopify/Product/3', 'gid://shopify/Product/1', 'gid://shopify/Product/2'],
      selected_options: { 'gid://shopify/Product/3': { Color: 'Blue' } },
    });
    expect(tagBody([])).toEqual({ product_ids: [], selected_options: {} });
  });
});
