/**
 * POST /api/auth/login (docs/accounts.md#login). The server answers with a token and also sets the
 * HttpOnly session cookie, which is what the pages use; the token is not stored in the browser.
 */
import { apiPost } from '../../../lib/api';

export interface LoginAnswer {
  token: string;
}

export function loginMerchant(username: string, password: string): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/auth/login', { username: username.trim(), password });
}
