/**
 * The live availability check of a name the server must still accept: the sign-up form's
 * username and email (docs/accounts.md#sign-up) and a new influencer's username
 * (docs/influencers.md#rules). Statuses and how a failed check reads.
 */
import { ApiError } from './api';

/** Username and email checks wait 400 ms after typing stops (docs/accounts.md#sign-up). */
export const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * - `idle`: nothing typed, no indicator;
 * - `invalid`: the format is wrong (checked locally, or the server's 422);
 * - `checking`: waiting for the debounce or the answer;
 * - `available` / `taken`: the server's answer (200 / 409);
 * - `unchecked`: the check itself failed (rate limit, network). A failed check counts
 *   as a duplicate (docs/accounts.md#sign-up), so it blocks sign-up too; the text says what
 *   happened instead of "taken".
 */
export type AvailabilityStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unchecked';

/** How a rejected check reads. */
export function availabilityFromError(error: unknown): 'invalid' | 'taken' | 'unchecked' {
  if (!(error instanceof ApiError)) return 'unchecked';
  if (error.code === 'conflict' || error.status === 409) return 'taken';
  if (error.code === 'validation_failed' || error.status === 422) return 'invalid';
  return 'unchecked';
}
