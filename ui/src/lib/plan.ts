/**
 * Plan and permission rules of spec 1 §4.2 and §6, as pure functions of the session user so
 * the shell, the pages and the tests agree on them.
 */
import type { SessionUser } from '../generated/SessionUser';

/** Spec 1 §9: the last-week state starts at 7 or fewer trial days left. */
export const LAST_WEEK_DAYS = 7;

export interface PlanState {
  isFree: boolean;
  /** Free plan with trial days left. */
  inTrial: boolean;
  /** Free plan with no trial days left. */
  trialEnded: boolean;
  /** Free plan with 7 or fewer days left (includes ended). */
  lastWeek: boolean;
  /** Business features: PRO, BUSINESS and free-in-trial. */
  businessFeatures: boolean;
  /** Trial alert: free users when the trial ended, or admins in the last week. */
  trialAlert: boolean;
}

export function planState(user: SessionUser): PlanState {
  const isFree = user.subscriptionPlan === 'FREE';
  const inTrial = isFree && user.freeTrialDaysLeft > 0;
  const trialEnded = isFree && user.freeTrialDaysLeft <= 0;
  const lastWeek = isFree && user.freeTrialDaysLeft <= LAST_WEEK_DAYS;
  const businessFeatures =
    user.subscriptionPlan === 'PRO' || user.subscriptionPlan === 'BUSINESS' || inTrial;
  return {
    isFree,
    inTrial,
    trialEnded,
    lastWeek,
    businessFeatures,
    trialAlert: trialEnded || (user.isAdmin && lastWeek),
  };
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
