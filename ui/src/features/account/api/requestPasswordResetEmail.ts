/**
 * GET /api/auth/user/password/reset/request (docs/accounts.md#password-reset): emails the signed-in
 * person a reset link.
 */
import { apiGet } from '../../../lib/api';

export function requestPasswordResetEmail(): Promise<unknown> {
  return apiGet('/auth/user/password/reset/request');
}
