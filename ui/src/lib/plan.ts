/**
 * Plan and permission rules (docs/billing.md#trial, docs/accounts.md#roles), as pure functions of
 * the session user so the shell, the pages and the tests agree on them. The server decides where
 * the trial stands (`trialState`) and what the plan allows (`planLimits`); these functions only
 * read that, so the UI and the server's checks cannot drift apart (e.g. Enterprise's business features).
 */
import type { SessionUser } from '../generated/SessionUser';

export interface PlanState {
  isFree: boolean;
  /** Free plan with trial days left (the server's IN_TRIAL or LAST_WEEK). */
  inTrial: boolean;
  /** Free plan whose trial is over (ENDED). */
  trialEnded: boolean;
  /** Free plan with 7 or fewer days left, ended included (LAST_WEEK or ENDED). */
  lastWeek: boolean;
  /** Business features, as the plan limits say (PRO, BUSINESS, ENTERPRISE, free-in-trial). */
  businessFeatures: boolean;
  /** Trial alert: free users when the trial ended, or admins in the last week. */
  trialAlert: boolean;
}

export function planState(user: SessionUser): PlanState {
  const isFree = user.subscriptionPlan === 'FREE';
  const trial = user.trialState;
  const inTrial = trial === 'IN_TRIAL' || trial === 'LAST_WEEK';
  const trialEnded = trial === 'ENDED';
  const lastWeek = trial === 'LAST_WEEK' || trial === 'ENDED';
  return {
    isFree,
    inTrial,
    trialEnded,
    lastWeek,
    businessFeatures: user.planLimits.businessFeatures,
    trialAlert: trialEnded || (user.isAdmin && lastWeek),
  };
}

/**
 * What the account's plan is called wherever it is named (menus, account page). A free account
 * still in its trial has Business features, so it is "Free trial", not "Lite": Lite is the plan
 * it stays on once the trial ends (docs/billing.md#trial).
 */
export function planLabelKey(user: SessionUser): `plan.${SessionUser['subscriptionPlan']}` | 'plan.FREE_TRIAL' {
  return planState(user).isFree && planState(user).inTrial ? 'plan.FREE_TRIAL' : `plan.${user.subscriptionPlan}`;
}

/** Analytics: admins, or influencers with any of the clicks/sales/revenue/commission flags. */
export function canSeeAnalytics(user: SessionUser): boolean {
  if (user.isAdmin) return true;
  const p = user.permissions;
  return p.clicksEnabled || p.salesEnabled || p.revenueEnabled || p.commissionEnabled;
}

/** Creating links or shorts requires admin or the influencer's create-and-edit permission. */
export function canCreateContent(user: SessionUser): boolean {
  return user.isAdmin || user.permissions.isActiveInfluencer;
}

/** Magic store: admins on a paid plan with the product-vision feature enabled. */
export function canSeeMagicStore(user: SessionUser): boolean {
  return user.isAdmin && user.subscriptionPlan !== 'FREE' && user.productVisionEnabled;
}

/** The desktop free-trial strip: free-plan admins, or anyone once the trial ended. */
export function showsTrialStrip(user: SessionUser): boolean {
  const state = planState(user);
  return state.isFree && (user.isAdmin || state.trialEnded);
}
