/**
 * POST /api/auth/login/connect (docs/store.md#store-register-and-login): logs in from the store
 * login page and connects the installed store. Answers a token and sets the session cookie; 401 for
 * wrong credentials, 400 for a bad store token, 409 when the account or the store is already
 * connected elsewhere.
 */
import { apiPost } from '../../../lib/api';
import type { LoginAnswer } from './loginMerchant';

export function loginConnect(auth: string, username: string, password: string): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/auth/login/connect', { auth, username: username.trim(), password });
}
