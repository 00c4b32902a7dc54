/** The merchant login rules (spec 1 §4.8, §5): username required, password of 6+ characters. */
import type { MessageKey } from '../../i18n/catalogue';
import { ApiError } from '../../lib/api';

/** Spec 1 §9: password minimum length. */
export const MIN_PASSWORD_LENGTH = 6;

/** The login button is enabled only when this holds. */
export function canSubmitLogin(username: string, password: string): boolean {
  return username.trim().length > 0 && password.length >= MIN_PASSWORD_LENGTH;
}

/**
 * The banner text for a failed login. Wrong credentials (and any other refusal) read
 * "Incorrect username or password" (spec 1 §8); timeouts, rate limits and server trouble say
 * what actually happened.
 */
export function loginErrorKey(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  switch (error.code) {
    case 'timeout':
      return 'errors.timeout';
    case 'rate_limited':
      return 'login.tooManyAttempts';
    case 'network':
    case 'internal':
    case 'overloaded':
    case 'invalid_response':
      return 'errors.generic';
    default:
      return error.status >= 500 ? 'errors.generic' : 'login.failed';
  }
}
