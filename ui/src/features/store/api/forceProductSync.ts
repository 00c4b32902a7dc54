/**
 * POST /api/admin/v1/products/sync {} (docs/store.md#catalog-sync): starts a full catalog sync in
 * the background. Resolves with the answer's `status` (true when a sync started); 400 without a
 * store and 403 for influencers throw.
 */
import { apiPost } from '../../../lib/api';

export async function forceProductSync(): Promise<boolean> {
  const answer = await apiPost<{ status?: boolean }>('/admin/v1/products/sync', {});
  return answer?.status === true;
}
