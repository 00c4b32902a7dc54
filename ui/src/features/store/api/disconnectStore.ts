/**
 * POST /api/admin/v1/store/auth/disconnect (docs/store.md#disconnect): detaches the business's
 * store; afterwards the session user's `storeConnected` is false. The server knows the business
 * from the session, so the body is empty.
 */
import { apiPost } from '../../../lib/api';

export function disconnectStore(): Promise<unknown> {
  return apiPost('/admin/v1/store/auth/disconnect', {});
}
