/**
 * Who may use the shopboard: the merchant with a connected store (influencers are refused by the
 * server and the navigation hides it from them; without a store the area is greyed out like the
 * others), sent home otherwise like Settings. A free account whose trial has ended sees its
 * posts but gets the free-trial dialog instead of changing visibility or tags (the server
 * refuses with 403 as well).
 */
import type { SessionUser } from '../../generated/SessionUser';
import { trialBlocksEditing } from '../../domain/links/access';

export function opensShopboard(user: SessionUser): boolean {
  return user.isAdmin && user.storeConnected;
}

export function trialBlocksShopboard(user: SessionUser): boolean {
  return trialBlocksEditing(user);
}
