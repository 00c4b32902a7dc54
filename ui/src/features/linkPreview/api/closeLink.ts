/**
 * POST /api/admin/v1/links/{id}/close: deletes a link or short; it leaves the lists and its
 * public URL shows the unavailable page.
 */
import { apiPost } from '../../../lib/api';

export function closeLink(linkId: string): Promise<{ link_id: string }> {
  return apiPost(`/admin/v1/links/${encodeURIComponent(linkId)}/close`, {});
}
