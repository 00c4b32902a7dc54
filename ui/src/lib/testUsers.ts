/** Session users for unit tests: an admin on a paid plan with a store, and overrides. */
import type { ClientConfig } from '../generated/ClientConfig';
import type { Permissions } from '../generated/Permissions';
import type { SessionUser } from '../generated/SessionUser';

export const NO_PERMISSIONS: Permissions = {
  commissionEnabled: false,
  clicksEnabled: false,
  revenueEnabled: false,
  salesEnabled: false,
  crEnabled: false,
  aovEnabled: false,
  isActiveInfluencer: false,
};

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    username: 'acme',
    name: 'Ada Merchant',
    email: 'ada@acme.example',
    isAdmin: true,
    influencerUsername: null,
    influencerImageUrl: null,
    businessName: 'Acme',
    subscriptionPlan: 'BUSINESS',
    freeTrialDaysLeft: 0,
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
