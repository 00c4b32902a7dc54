/**
 * The temporary sign-up request form (docs/accounts.md#sign-up-requests): name, an email of the
 * usual pattern, a description.
 */
import { isValidEmail, normalizeEmail } from '../../lib/identityRules';

export function canSendSignupRequest(name: string, email: string, description: string): boolean {
  return name.trim() !== '' && isValidEmail(normalizeEmail(email)) && description.trim() !== '';
}

/** The dialog link the server puts into the page props (`data.link`), or '' when absent. */
export function signupRequestLink(data: unknown): string {
  const link = typeof data === 'object' && data !== null ? (data as { link?: unknown }).link : undefined;
  return typeof link === 'string' ? link : '';
}
