/**
 * POST /api/admin/v1/store/auth/connect {auth} (docs/store.md#connect): the signed-in merchant
 * claims the installed store. 400 for an invalid or expired token, 409 when the account or the
 * store is already connected elsewhere (the message says which), 403 for influencers.
 */
import { apiPost } from '../../../lib/api';

export function connectStore(auth: string): Promise<{ shop: string }> {
  return apiPost<{ shop: string }>('/admin/v1/store/auth/connect', { auth });
}
