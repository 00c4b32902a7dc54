/**
 * POST /api/admin/v1/store/auth/verify {auth} (docs/store.md#store-register-and-login, the `{auth}`
 * variant of verify): what store a store token stands for. 400 "Unable to verify your store" when
 * it is invalid.
 */
import { apiPost, type RequestOptions } from '../../../lib/api';
import type { VerifiedStore } from '../storeAuthState';

export function verifyStoreToken(auth: string, options?: RequestOptions): Promise<VerifiedStore> {
  return apiPost<VerifiedStore>('/admin/v1/store/auth/verify', { auth }, options);
}
