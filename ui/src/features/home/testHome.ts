/** Fixtures for home's tests: user details as the verify call answers them, and a recent order. */
import type { RecentOrder } from '../../generated/RecentOrder';
import type { UserDetails } from '../../generated/UserDetails';
import type { UserSettings } from '../../generated/UserSettings';
import { testTheme } from '../../lib/testTheme';
import { NO_PERMISSIONS } from '../../lib/testUsers';

const NO_UTM = { source: '', medium: '', campaign: '', term: '', content: '' };

export function testDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    name: 'Ada Merchant',
    username: 'acme',
    influencerUsername: null,
    influencerImageUrl: null,
    email: 'ada@acme.example',
    businessId: 'biz-acme',
    businessName: 'Acme',
    businessLogo: null,
    businessCurrency: 'USD',
    timeZone: 'UTC',
    subscriptionPlan: 'BUSINESS',
    freeTrialDaysLeft: 0,
    trialState: 'NONE',
    planLimits: { influencerLimit: 15, businessFeatures: true, brandDomains: true },
    domain: 'acme.myshopify.com',
    availableDomains: [],
    isAdmin: true,
    isVerified: true,
    isAuthenticated: true,
    promocode: null,
    brand: { name: 'Acme', logoUrl: null, theme: { ...testTheme(), isInitial: true } },
    sidebarExpanded: null,
    shippingAndReturnsUrl: null,
    utmParams: NO_UTM,
    settings: testUserSettings(),
    permissions: NO_PERMISSIONS,
    ...overrides,
  };
}

/** The details' settings of a merchant who set nothing yet, and overrides. */
export function testUserSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    shippingAndReturnsUrl: null,
    facebookPixelId: null,
    googleAnalyticsId: null,
    autoSwapEnabled: false,
    utmParams: NO_UTM,
    productVisionConfigurations: { isEnabled: false, sensitivity: 'OFF' },
    ...overrides,
  };
}

export function testOrder(overrides: Partial<RecentOrder> = {}): RecentOrder {
  return {
    order_id: '1001',
    name: '#1001',
    created_at: '2026-03-04T10:00:00Z',
    currency: 'USD',
    order_status: 'paid',
    order_url: 'https://acme.myshopify.com/admin/orders/1001',
    products_count: 2,
    total_price: '42.50',
    influencer_profile_image_url: null,
    link_details: {
      link_id: 'lk1',
      description: 'Spring look',
      images: [],
      link_default_image: 'https://cdn.example/p1.jpg',
      link_type: 'LOOK',
      url_type: 'LOOK',
    },
    ...overrides,
  };
}
