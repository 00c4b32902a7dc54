import { describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '../../generated/SubscriptionPlan';
import { canSeeMagicStore } from '../../lib/plan';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { magicStoreAccess } from './access';

describe('who gets the magic store', () => {
  it('opens for the merchant of a paid plan with a store and AI tagging on, as the sidebar shows it', () => {
    const plans: SubscriptionPlan[] = ['FREE', 'STARTER', 'BUSINESS', 'PRO', 'ENTERPRISE'];
    for (const subscriptionPlan of plans) {
      for (const productVisionEnabled of [true, false]) {
        for (const storeConnected of [true, false]) {
          for (const freeTrialDaysLeft of [0, 12]) {
            const user = testUser({ subscriptionPlan, productVisionEnabled, storeConnected, freeTrialDaysLeft });
            const label = `${subscriptionPlan} vision=${productVisionEnabled} store=${storeConnected} days=${freeTrialDaysLeft}`;
            expect(magicStoreAccess(user) === 'store', label).toBe(canSeeMagicStore(user) && storeConnected);
          }
        }
      }
    }
  });

  it('offers a free plan the plans, a paid one without a store or AI tagging the way there', () => {
    expect(magicStoreAccess(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 12 }))).toBe('upgrade');
    expect(magicStoreAccess(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }))).toBe('trialEnded');
    expect(magicStoreAccess(testUser({ storeConnected: false }))).toBe('needsStore');
    expect(magicStoreAccess(testUser({ productVisionEnabled: false }))).toBe('turnOnTagging');
    expect(magicStoreAccess(testUser())).toBe('store');
  });

  it('tells an influencer the area is the merchant’s, whatever the plan', () => {
    expect(magicStoreAccess(testInfluencer())).toBe('merchantOnly');
    expect(magicStoreAccess(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }))).toBe('merchantOnly');
  });
});
