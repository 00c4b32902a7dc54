/**
 * The link and short calls of docs/links-api.md: list a page, read one, create or edit, and
 * delete (close). One small module because every call shares the path prefix and `LinkOut`.
 */
import { apiGet, apiPost } from '../../../lib/api';
import { buildQuery } from '../../../lib/query';
import type { LinkBody } from '../../../generated/LinkBody';
import type { LinkOut } from '../../../generated/LinkOut';
import type { LinksPage } from '../../../generated/LinksPage';
import type { LinkType } from '../types';

const BASE = '/admin/v1/links';

/** Links and multilinks page size (docs/links.md#lists). */
export const LINKS_PAGE = 28;

export interface ListQuery {
  businessId: string;
  q: string;
  skip: number;
  count: number;
  linkType: LinkType;
}

/** `POST /admin/v1/links/{businessId}?q&count&skip&link_type`: newest first. */
export function fetchLinksPage({ businessId, q, skip, count, linkType }: ListQuery, signal?: AbortSignal): Promise<LinksPage> {
  const query = buildQuery([
    ['q', q],
    ['count', String(count)],
    ['skip', String(skip)],
    ['link_type', linkType],
  ]);
  return apiPost<LinksPage>(`${BASE}/${encodeURIComponent(businessId)}?${query}`, undefined, { signal });
}

/** `GET /admin/v1/links/{id}`. */
export function fetchLink(id: string, signal?: AbortSignal): Promise<LinkOut> {
  return apiGet<LinkOut>(`${BASE}/${encodeURIComponent(id)}`, { signal });
}

/** `POST /admin/v1/links/create`, or `/{id}/edit` when an id is given. */
export function saveLink(body: LinkBody, id: string | null): Promise<LinkOut> {
  const path = id === null ? `${BASE}/create` : `${BASE}/${encodeURIComponent(id)}/edit`;
  return apiPost<LinkOut>(path, body);
}

/** `POST /admin/v1/links/{id}/close`: deletes the link. */
export function closeLink(id: string): Promise<{ link_id: string }> {
  return apiPost<{ link_id: string }>(`${BASE}/${encodeURIComponent(id)}/close`);
}
