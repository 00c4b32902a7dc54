/**
 * Who sees what on home (docs/home.md#who-sees-what), as pure functions of the session user so
 * the page, its tests and the docs agree. Plan questions go to lib/plan.ts, which reads the
 * server's trial state.
 */
import type { SessionUser } from '../../generated/SessionUser';
import { canCreateContent, planState } from '../../lib/plan';

export interface HomeSections {
  /** Free users whose trial ended, or admins in its last week. */
  trialAlert: boolean;
  /** Create-instant and create-short: admins and active influencers. */
  createContent: boolean;
  /**
   * An influencer without the create-and-edit permission: no create buttons, so a sentence says
   * who creates their links and what is left to them (docs/home.md#who-sees-what).
   */
  viewOnlyNote: boolean;
  /** Create-influencer: admins while the trial has not ended. */
  createInfluencer: boolean;
  /** The to-do list (shown while a task is open), the influencers tab and recent orders. */
  adminParts: boolean;
  /** A non-admin influencer's compact layout on a phone. */
  compactOnPhone: boolean;
}

export function homeSections(user: SessionUser): HomeSections {
  const plan = planState(user);
  return {
    trialAlert: plan.trialAlert,
    createContent: canCreateContent(user),
    viewOnlyNote: !canCreateContent(user),
    createInfluencer: user.isAdmin && !plan.trialEnded,
    adminParts: user.isAdmin,
    compactOnPhone: !user.isAdmin,
  };
}

/** Links (looks and shorts) under which a free admin is offered an expert. */
export const BOOK_EXPERT_BELOW = 3;

/**
 * The phone's floating "Book an expert" button: free-plan admins with fewer than three links
 * (looks and shorts together). `linkCount` is null until it is known, and then nothing shows.
 */
export function showsBookExpert(user: SessionUser, linkCount: number | null): boolean {
  return user.isAdmin && planState(user).isFree && linkCount !== null && linkCount < BOOK_EXPERT_BELOW;
}
