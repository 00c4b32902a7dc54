/**
 * POST /api/admin/v1/influencers/login (docs/accounts.md#login). Like the merchant login, the
 * server sets the HttpOnly session cookie; the token in the answer is not kept in the browser.
 */
import { apiPost } from '../../../lib/api';
import type { LoginAnswer } from './loginMerchant';

export function loginInfluencer(adminUsername: string, username: string, password: string): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/admin/v1/influencers/login', {
    admin_username: adminUsername.trim(),
    username: username.trim(),
    password,
  });
}
