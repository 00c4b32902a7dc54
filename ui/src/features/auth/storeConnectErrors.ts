/**
 * What the store register and store login pages say when their call fails
 * (docs/store.md#store-register-and-login): the banner title is the generic "Store registration
 * failed" / "Store login failed"; the line under it says what went wrong where the answer tells us.
 */
import type { MessageKey } from '../../i18n/catalogue';
import { ApiError } from '../../lib/api';
import { loginErrorKey } from './loginRules';

/** The banner's second line: a catalogue key, or the server's own words (e.g. a 409). */
export type FailureDetail = { key: MessageKey } | { serverMessage: string };

function common(error: unknown): FailureDetail | null {
  if (!(error instanceof ApiError)) return { key: 'errors.generic' };
  if (error.code === 'timeout') return { key: 'errors.timeout' };
  if (error.code === 'rate_limited') return { key: 'errors.rateLimited' };
  // 400: the store token is invalid or expired.
  if (error.status === 400) return { key: 'storeToken.failed.title' };
  return null;
}

/** Store login: 401 is "Incorrect username or password"; a 409 says what is already connected. */
export function storeLoginFailure(error: unknown): FailureDetail {
  const known = common(error);
  if (known) return known;
  const apiError = error as ApiError;
  if (apiError.status === 409 && apiError.message) return { serverMessage: apiError.message };
  return { key: loginErrorKey(error) };
}

/** Store sign-up, when the server named no field: a conflict's words, else the generic text. */
export function storeRegisterFailure(error: unknown): FailureDetail {
  const known = common(error);
  if (known) return known;
  const apiError = error as ApiError;
  if (apiError.status === 409 && apiError.message) return { serverMessage: apiError.message };
  return { key: apiError.status >= 500 ? 'errors.generic' : 'register.failedFields' };
}
