/**
 * Who gets what on the magic store page (docs/magic-store.md#the-page), decided from the session
 * user so it is in the server's markup and the page makes no call the server would refuse: the
 * merchant of a paid plan with a connected store and AI tagging on (product vision, which the
 * server keeps on exactly while AI tagging is) gets the store; a free plan the plans (the
 * free-trial dialog once its trial has ended, the "upgrade to get access" one before); without a
 * store the way to connect one; with AI tagging off the way to Settings; an influencer is told the
 * area is the merchant's. The sidebar's entry follows the same rules (lib/plan.ts
 * `canSeeMagicStore`).
 */
import type { SessionUser } from '../../generated/SessionUser';
import { planState } from '../../lib/plan';

export type MagicStoreAccess = 'store' | 'merchantOnly' | 'trialEnded' | 'upgrade' | 'needsStore' | 'turnOnTagging';

export function magicStoreAccess(user: SessionUser): MagicStoreAccess {
  if (!user.isAdmin) return 'merchantOnly';
  const plan = planState(user);
  if (plan.isFree) return plan.trialEnded ? 'trialEnded' : 'upgrade';
  if (!user.storeConnected) return 'needsStore';
  return user.productVisionEnabled ? 'store' : 'turnOnTagging';
}
