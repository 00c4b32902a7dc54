/**
 * The multilinks calls of docs/links-api.md: the list (`POST /admin/v1/links/multi/{businessId}`
 * with q, count, skip), one multilink, create, edit and close. Multilinks are for admins only.
 */
import { apiGet, apiPost, type RequestOptions } from '../../../lib/api';
import type { MultilinkBody } from '../../../generated/MultilinkBody';
import type { MultilinkOut } from '../../../generated/MultilinkOut';
import type { MultilinksPage } from '../../../generated/MultilinksPage';
import { LINKS_PAGE } from '../../../domain/links/api/links';
import { buildQuery } from '../../../lib/query';

export function fetchMultilinks(
  businessId: string,
  q: string,
  skip: number,
  options?: RequestOptions,
): Promise<MultilinksPage> {
  const query = buildQuery([
    ['q', q],
    ['count', String(LINKS_PAGE)],
    ['skip', String(skip)],
  ]);
  return apiPost<MultilinksPage>(`/admin/v1/links/multi/${encodeURIComponent(businessId)}?${query}`, undefined, options);
}

export function fetchMultilink(multilinkId: string, options?: RequestOptions): Promise<MultilinkOut> {
  return apiGet<MultilinkOut>(`/admin/v1/links/multi/${encodeURIComponent(multilinkId)}`, options);
}

/** Create (`multilinkId` null) or edit. */
export function saveMultilink(body: MultilinkBody, multilinkId: string | null): Promise<MultilinkOut> {
  const path = multilinkId
    ? `/admin/v1/links/multi/${encodeURIComponent(multilinkId)}/edit`
    : '/admin/v1/links/multi/create';
  return apiPost<MultilinkOut>(path, body);
}

export function closeMultilink(multilinkId: string): Promise<{ multilink_id: string }> {
  return apiPost(`/admin/v1/links/multi/${encodeURIComponent(multilinkId)}/close`, {});
}
