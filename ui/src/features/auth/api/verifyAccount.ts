/** POST /api/auth/account/verify (docs/accounts.md#verification): the token from the emailed link; 400 when expired. */
import { apiPost } from '../../../lib/api';

export function verifyAccount(token: string): Promise<unknown> {
  return apiPost('/auth/account/verify', { token });
}
