/**
 * Who may do what on the links and shorts screens (docs/links.md#permissions): admins and active
 * influencers create, edit and delete; others only open and copy. A free account whose trial ended
 * gets the free-trial dialog instead of the editor (the server refuses with 403 as well).
 */
import type { SessionUser } from '../../generated/SessionUser';
import { canCreateContent, planState } from '../../lib/plan';

/** Create, edit and delete (the buttons show). */
export function canManageLinks(user: SessionUser): boolean {
  return canCreateContent(user);
}

/** The free-trial dialog replaces create and edit. */
export function trialBlocksEditing(user: SessionUser): boolean {
  const state = planState(user);
  return state.isFree && state.trialEnded;
}

/**
 * Create a missing code in the store from the promocode field: merchants only. Influencers may
 * pick or type a store's code, but what a code takes off is the merchant's money (the server
 * answers 403 to them as well).
 */
export function canCreatePromocodes(user: SessionUser): boolean {
  return user.isAdmin;
}
