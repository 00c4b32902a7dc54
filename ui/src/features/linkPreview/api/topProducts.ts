/**
 * The top-performing products of a link over the preview's range: `GET …/products/count` for
 * the pager and `GET …/products?count&skip` for the rows, with `from_date` / `to_date` unless
 * lifetime (docs/links-api.md).
 */
import type { ProductsCount } from '../../../generated/LinkProductsCount';
import type { ProductsPage } from '../../../generated/LinkProductsPage';
import { apiGet, type RequestOptions } from '../../../lib/api';
import { daysQuery, type DayRange } from '../../../lib/dateRange';
import { buildQuery } from '../../../lib/query';

const base = (linkId: string) => `/admin/v1/links/${encodeURIComponent(linkId)}/products`;

export async function fetchTopProductsCount(linkId: string, days: DayRange | null, options?: RequestOptions): Promise<number> {
  const query = daysQuery(days);
  const data = await apiGet<ProductsCount>(`${base(linkId)}/count${query ? `?${query}` : ''}`, options);
  return data.count;
}

export function fetchTopProducts(
  linkId: string,
  page: { count: number; skip: number },
  days: DayRange | null,
  options?: RequestOptions,
): Promise<ProductsPage> {
  const paging = buildQuery([
    ['count', String(page.count)],
    ['skip', String(page.skip)],
  ]);
  const query = days ? `${paging}&${daysQuery(days)}` : paging;
  return apiGet<ProductsPage>(`${base(linkId)}?${query}`, options);
}
