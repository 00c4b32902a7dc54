/**
 * The connected store's domain, from POST /api/auth/verify (`domain`, docs/accounts.md#sessions).
 * Page props carry only whether a store is connected, so the account page asks for the rest.
 */
import type { UserDetails } from '../../../generated/UserDetails';
import { apiPost, type RequestOptions } from '../../../lib/api';

export async function fetchStoreDomain(options?: RequestOptions): Promise<string | null> {
  const answer = await apiPost<{ user: UserDetails }>('/auth/verify', undefined, options);
  return answer.user.domain;
}
