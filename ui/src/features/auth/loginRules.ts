/** The login rules (docs/accounts.md#login): username required, password of 6+ characters. */
import type { MessageKey } from '../../i18n/catalogue';
import { ApiError } from '../../lib/api';

/** Password minimum length (docs/accounts.md#passwords). */
export const MIN_PASSWORD_LENGTH = 6;

/** The login button is enabled only when this holds. */
export function canSubmitLogin(username: string, password: string): boolean {
  return username.trim().length > 0 && password.length >= MIN_PASSWORD_LENGTH;
}

/** The influencer login button: merchant, influencer username and a password of 6+ characters. */
export function canSubmitInfluencerLogin(adminUsername: string, username: string, password: string): boolean {
  return adminUsername.trim().length > 0 && canSubmitLogin(username, password);
}

/**
 * The banner text for a failed login. Wrong credentials (and any other refusal) read
 * "Incorrect username or password" (docs/accounts.md#login); timeouts, rate limits and server
 * trouble say what actually happened.
 */
export function loginErrorKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  switch (error.code) {
    case 'timeout':
      return 'errors.timeout';
    case 'rate_limited':
      return 'login.tooManyAttempts';
    case 'forbidden':
      // The password was right but the email is not verified; the server just re-sent a link.
      return 'login.notVerified';
    case 'network':
    case 'internal':
    case 'overloaded':
    case 'invalid_response':
      return 'errors.generic';
    default:
      return error.status >= 500 ? 'errors.generic' : 'login.failed';
  }
}
