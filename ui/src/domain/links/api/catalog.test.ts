import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../testLinks';
import { fetchProductsByIds } from './catalog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubSearch(products: unknown[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: true, data: { products, next: null } }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('products by id (a new link prefilled from trends)', () => {
  it('asks the search for them first, in any status and stock, and keeps only them, in the order asked', async () => {
    const [one, two, other] = [testProduct('1'), testProduct('2'), testProduct('3')];
    const fetchMock = stubSearch([two, one, other]);
    await expect(fetchProductsByIds([one.inventory_id, two.inventory_id])).resolves.toEqual([one, two]);
    const [path] = fetchMock.mock.calls[0] as unknown as [string];
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/api/admin/v1/products/search?')).toBe(true);
    expect(query.get('prefered_product_ids')).toBe(`${one.inventory_id},${two.inventory_id}`);
    expect(query.get('product_status')).toBe('any');
    expect(query.get('include_out_of_stock')).toBe('true');
  });

  it('leaves out ids the catalog no longer holds, and asks nothing for none', async () => {
    stubSearch([testProduct('1')]);
    await expect(fetchProductsByIds(['gid://shopify/Product/1', 'gid://shopify/Product/404'])).resolves.toEqual([testProduct('1')]);
    const fetchMock = stubSearch([]);
    await expect(fetchProductsByIds([])).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
