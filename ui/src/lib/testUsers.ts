/** Session users for unit tests: an admin on a paid plan with a store, and overrides. */
import type { ClientConfig } from '../generated/ClientConfig';
import type { Permissions } from '../generated/Permissions';
import type { PlanLimits } from '../generated/PlanLimits';
import type { SessionUser } from '../generated/SessionUser';
import type { SubscriptionPlan } from '../generated/SubscriptionPlan';
import type { TrialState } from '../generated/TrialState';

export const NO_PERMISSIONS: Permissions = {
  commissionEnabled: false,
  clicksEnabled: false,
  revenueEnabled: false,
  salesEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};

/**
 * The trial state and limits the server would send for a plan and its trial days (the rules of
 * server/src/features/accounts/plan.rs), so a fixture that only names a plan stays consistent.
 * Tests about the UI following the server pass `trialState` / `planLimits` explicitly.
 */
export function serverPlanFields(
  plan: SubscriptionPlan,
  daysLeft: number,
): { trialState: TrialState; planLimits: PlanLimits } {
  const inTrial = daysLeft > 0;
  switch (plan) {
    case 'FREE':
      return {
        trialState: !inTrial ? 'ENDED' : daysLeft <= 7 ? 'LAST_WEEK' : 'IN_TRIAL',
        planLimits: { influencerLimit: inTrial ? 3 : 0, businessFeatures: inTrial, brandDomains: false },
      };
    case 'STARTER':
      return { trialState: 'NONE', planLimits: { influencerLimit: 3, businessFeatures: false, brandDomains: false } };
    case 'BUSINESS':
      return { trialState: 'NONE', planLimits: { influencerLimit: 15, businessFeatures: true, brandDomains: true } };
    case 'PRO':
    case 'ENTERPRISE':
      return { trialState: 'NONE', planLimits: { influencerLimit: null, businessFeatures: true, brandDomains: true } };
  }
}

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const subscriptionPlan = overrides.subscriptionPlan ?? 'BUSINESS';
  const freeTrialDaysLeft = overrides.freeTrialDaysLeft ?? 0;
  return {
    username: 'acme',
    name: 'Ada Merchant',
    email: 'ada@acme.example',
    isAdmin: true,
    influencerUsername: null,
    influencerImageUrl: null,
    businessName: 'Acme',
    businessId: 'biz-acme',
    subscriptionPlan,
    freeTrialDaysLeft,
    ...serverPlanFields(subscriptionPlan, freeTrialDaysLeft),
    storeConnected: true,
    productVisionEnabled: true,
    permissions: NO_PERMISSIONS,
    sidebarExpanded: null,
    ...overrides,
  };
}

export function testInfluencer(overrides: Partial<SessionUser> = {}): SessionUser {
  return testUser({ isAdmin: false, influencerUsername: 'ivy', name: 'Ivy Influencer', ...overrides });
}

export const TEST_CONFIG: ClientConfig = {
  publicUrl: 'https://shoplinks.example',
  bookExpertUrl: 'https://cal.example/expert',
  appStoreUrl: 'https://apps.shopify.com/shoplinks',
  supportEmail: 'support@shoplinks.example',
};
