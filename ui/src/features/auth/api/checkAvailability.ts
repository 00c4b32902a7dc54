/**
 * POST /api/auth/validate/username and /api/auth/validate/email (docs/accounts.md#sign-up): success
 * means available, 409 taken, 422 a bad format.
 */
import { apiPost } from '../../../lib/api';

export function checkUsername(username: string, signal: AbortSignal): Promise<unknown> {
  return apiPost('/auth/validate/username', { username }, { signal });
}

export function checkEmail(email: string, signal: AbortSignal): Promise<unknown> {
  return apiPost('/auth/validate/email', { email }, { signal });
}
