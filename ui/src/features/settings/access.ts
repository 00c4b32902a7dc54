/**
 * Who may do what on the Settings page (docs/settings.md#who): the page is the merchant's and
 * needs a connected store (influencers and store-less merchants are sent home); AI tagging
 * sensitivity needs a paid plan (the server refuses turning it on otherwise); the AI preference
 * lists are for admins with the sales or revenue permission.
 */
import type { SessionUser } from '../../generated/SessionUser';
import { planState } from '../../lib/plan';

/** The page opens for merchants with a connected store; anyone else is sent home. */
export function opensSettings(user: SessionUser): boolean {
  return user.isAdmin && user.storeConnected;
}

/**
 * AI tagging sensitivity: a paid plan may change it; a free one sees it disabled with the way to
 * a plan: "Try for free" once its own trial has ended, "Upgrade" before.
 */
export type AiTaggingAccess = 'paid' | 'upgrade' | 'tryFree';

export function aiTaggingAccess(user: SessionUser): AiTaggingAccess {
  const plan = planState(user);
  if (!plan.isFree) return 'paid';
  return plan.trialEnded ? 'tryFree' : 'upgrade';
}

/** The Promote and Exclude lists. */
export function setsAiPreferences(user: SessionUser): boolean {
  return user.isAdmin && (user.permissions.salesEnabled || user.permissions.revenueEnabled);
}
