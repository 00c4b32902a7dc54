/** GET /api/admin/v1/links/{id}: one link or short (docs/links-api.md). */
import { apiGet, type RequestOptions } from '../../../lib/api';
import type { LinkOut } from '../../../lib/links/types';

export function fetchLink(linkId: string, options?: RequestOptions): Promise<LinkOut> {
  return apiGet<LinkOut>(`/admin/v1/links/${encodeURIComponent(linkId)}`, options);
}
