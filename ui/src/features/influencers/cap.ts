/**
 * The plan's influencer cap as the page applies it before opening the create form
 * (docs/influencers.md#plan-cap): a limit of 0 (free after the trial) opens the free-trial
 * dialog, a reached limit the "Limit of N influencers reached!" dialog. Only active influencers
 * count. The server refuses the create past the cap whatever the page did.
 */
import type { SessionUser } from '../../generated/SessionUser';

export type CapBlock = { kind: 'freeTrial' } | { kind: 'limit'; limit: number } | null;

export function capBlock(user: SessionUser, activeCount: number): CapBlock {
  const limit = user.planLimits.influencerLimit;
  if (limit === null) return null;
  if (limit === 0) return { kind: 'freeTrial' };
  return activeCount >= limit ? { kind: 'limit', limit } : null;
}

/** The server's refusal of a create past the cap, read back into the same dialogs. */
export function capBlockFromMessage(message: string): CapBlock {
  const limit = /^Limit of (\d+) influencers reached!$/.exec(message);
  if (limit) return { kind: 'limit', limit: Number(limit[1]) };
  if (message.startsWith('Your free trial has ended')) return { kind: 'freeTrial' };
  return null;
}
