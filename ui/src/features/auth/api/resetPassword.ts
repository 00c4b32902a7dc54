/**
 * POST /api/auth/password/reset (docs/accounts.md#password-reset): the token from the emailed link
 * and the new password. 422 names the broken rule (fields.new_password); 400 means the link is
 * invalid or expired.
 */
import { apiPost } from '../../../lib/api';

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiPost('/auth/password/reset', { token, new_password: newPassword });
}
