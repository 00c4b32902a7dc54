/**
 * The top-performing products of a link: `GET …/products/count` for the pager and
 * `GET …/products?count&skip` for the rows (docs/links-api.md).
 */
import type { ProductsCount } from '../../../generated/LinkProductsCount';
import type { ProductsPage } from '../../../generated/LinkProductsPage';
import { apiGet, type RequestOptions } from '../../../lib/api';
import { buildQuery } from '../../../lib/query';

const base = (linkId: string) => `/admin/v1/links/${encodeURIComponent(linkId)}/products`;

export async function fetchTopProductsCount(linkId: string, options?: RequestOptions): Promise<number> {
  const data = await apiGet<ProductsCount>(`${base(linkId)}/count`, options);
  return data.count;
}

export function fetchTopProducts(
  linkId: string,
  count: number,
  skip: number,
  options?: RequestOptions,
): Promise<ProductsPage> {
  const query = buildQuery([
    ['count', String(count)],
    ['skip', String(skip)],
  ]);
  return apiGet<ProductsPage>(`${base(linkId)}?${query}`, options);
}
