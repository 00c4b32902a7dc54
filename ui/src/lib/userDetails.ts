/**
 * The signed-in user's details, `POST /api/auth/verify` (docs/accounts.md#sessions): what page
 * props leave out, such as the store's domain and its time zone.
 */
import type { UserDetails } from '../generated/UserDetails';
import { apiPost, type RequestOptions } from './api';

export async function fetchUserDetails(options?: RequestOptions): Promise<UserDetails> {
  const answer = await apiPost<{ user: UserDetails }>('/auth/verify', undefined, options);
  return answer.user;
}

/** Where the zone cannot be read (a failed call, an empty name). */
export const FALLBACK_TIME_ZONE = 'UTC';

let zone: Promise<string> | null = null;

/**
 * The merchant's time zone (the store's IANA name, details' `timeZone`): analytics days and the
 * date picker's "today" are the merchant's (docs/analytics.md#days-and-time-zones). Asked once
 * per page load and shared by every screen; a failure is logged, answers UTC and is asked again
 * next time.
 */
export function merchantTimeZone(): Promise<string> {
  zone ??= fetchUserDetails().then(
    (details) => details.timeZone || FALLBACK_TIME_ZONE,
    (error: unknown) => {
      console.warn('Reading the time zone failed; days are counted in UTC', error);
      zone = null;
      return FALLBACK_TIME_ZONE;
    },
  );
  return zone;
}
