/**
 * POST /api/auth/account/delete: the merchant confirms by typing their username; the business
 * and everything in it is deleted and the session cookie cleared (docs/decisions.md).
 */
import { apiPost } from '../../../lib/api';

export function deleteAccount(confirmation: string): Promise<unknown> {
  return apiPost('/auth/account/delete', { confirmation });
}
