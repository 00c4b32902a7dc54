/**
 * The signed-in user's details, `POST /api/auth/verify` (docs/accounts.md#sessions): what page
 * props leave out, such as the store's domain, its time zone and its currency.
 */
import type { UserDetails } from '../generated/UserDetails';
import { apiPost, type RequestOptions } from './api';

export async function fetchUserDetails(options?: RequestOptions): Promise<UserDetails> {
  const answer = await apiPost<{ user: UserDetails }>('/auth/verify', undefined, options);
  return answer.user;
}

/** Where the zone cannot be read (a failed call, an empty name). */
export const FALLBACK_TIME_ZONE = 'UTC';

let pageDetails: Promise<UserDetails> | null = null;

/**
 * The details asked once per page load, for what does not change while a page is open (the
 * store's time zone and currency) and is shared by every screen; a failure is asked again next time.
 */
function detailsOfThisPage(): Promise<UserDetails> {
  pageDetails ??= fetchUserDetails().catch((error: unknown) => {
    pageDetails = null;
    throw error;
  });
  return pageDetails;
}

/**
 * The merchant's time zone (the store's IANA name, details' `timeZone`): analytics days and the
 * date picker's "today" are the merchant's (docs/analytics.md#days-and-time-zones). A failure is
 * logged and answers UTC.
 */
export function merchantTimeZone(): Promise<string> {
  return detailsOfThisPage().then(
    (details) => details.timeZone || FALLBACK_TIME_ZONE,
    (error: unknown) => {
      console.warn('Reading the time zone failed; days are counted in UTC', error);
      return FALLBACK_TIME_ZONE;
    },
  );
}

/**
 * The currency of the business's prices (its store's, details' `businessCurrency`), which the
 * product picker writes its prices in. A failure is logged and answers null: no amount is better
 * than one without its currency.
 */
export function businessCurrency(): Promise<string | null> {
  return detailsOfThisPage().then(
    (details) => details.businessCurrency || null,
    (error: unknown) => {
      console.warn('Reading the store currency failed', error);
      return null;
    },
  );
}
