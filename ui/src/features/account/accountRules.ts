/** Rules of the account page (docs/accounts.md#account-page). */
import type { SessionUser } from '../../generated/SessionUser';

/** The delete button of the confirmation dialog is enabled only for the exact username. */
export function canConfirmDelete(typed: string, username: string): boolean {
  return username !== '' && typed === username;
}

/** The username shown as "my username": the influencer's own, or the merchant's. */
export function ownUsername(user: SessionUser): string {
  return user.isAdmin ? user.username : (user.influencerUsername ?? user.username);
}
