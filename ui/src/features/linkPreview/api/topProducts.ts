/**
 * The top-performing products of a link: `GET …/products/count` for the pager and
 * `GET …/products?count&skip` for the rows (docs/links-api.md).
 */
import { apiGet, type RequestOptions } from '../../../lib/api';
import { buildQuery } from '../../../lib/query';

/** Spec 2 §3 "Top-performing product row". `rank` is 0–100. */
export interface TopProductRow {
  /** The store's product id. */
  product_id: string | number;
  title: string;
  image: { small: { src: string } } | null;
  view: number;
  add: number;
  buy: number;
  rank: number;
  revenue: string | null;
}

export interface TopProductsPage {
  products: TopProductRow[];
  next_skip: number | null;
}

const base = (linkId: string) => `/admin/v1/links/${encodeURIComponent(linkId)}/products`;

export async function fetchTopProductsCount(linkId: string, options?: RequestOptions): Promise<number> {
  const data = await apiGet<{ count: number }>(`${base(linkId)}/count`, options);
  return data.count;
}

export function fetchTopProducts(
  linkId: string,
  count: number,
  skip: number,
  options?: RequestOptions,
): Promise<TopProductsPage> {
  const query = buildQuery([
    ['count', String(count)],
    ['skip', String(skip)],
  ]);
  return apiGet<TopProductsPage>(`${base(linkId)}?${query}`, options);
}
