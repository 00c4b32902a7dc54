/**
 * The connected store's domain, from the user details (`domain`, docs/accounts.md#sessions).
 * Page props carry only whether a store is connected, so the account page asks for the rest.
 */
import type { RequestOptions } from '../../../lib/api';
import { fetchUserDetails } from '../../../lib/userDetails';

export async function fetchStoreDomain(options?: RequestOptions): Promise<string | null> {
  return (await fetchUserDetails(options)).domain;
}
