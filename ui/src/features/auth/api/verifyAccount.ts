/** POST /api/auth/account/verify (spec 1 §7.2): the token from the emailed link; 400 when expired. */
import { apiPost } from '../../../lib/api';

export function verifyAccount(token: string): Promise<unknown> {
  return apiPost('/auth/account/verify', { token });
}
