/**
 * POST /api/auth/register/connect (docs/store.md#store-register-and-login): creates a verified
 * account from the store register page and connects the installed store to it. Answers a token and
 * sets the session cookie; 422/409 carry field messages as /api/auth/register does, 400 a bad store token.
 */
import { apiPost } from '../../../lib/api';
import type { LoginAnswer } from './loginMerchant';

export interface RegisterConnectInput {
  auth: string;
  username: string;
  email: string;
  password: string;
}

export function registerConnect({ auth, username, email, password }: RegisterConnectInput): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/auth/register/connect', { auth, username, email, password });
}
