/**
 * POST /api/auth/register (docs/accounts.md#sign-up). Creates the account and emails a verification
 * link; 422 carries field messages, 409 says which of username and email is taken.
 */
import { apiPost } from '../../../lib/api';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

export function register({ username, email, password }: RegisterInput): Promise<unknown> {
  // The form has no name field; the display name starts as the username (docs/decisions.md).
  return apiPost('/auth/register', { username, password, name: username, email });
}
