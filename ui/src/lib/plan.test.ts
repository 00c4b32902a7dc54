import { describe, expect, it } from 'vitest';
import { canSeeMagicStore, planLabelKey, planState, showsTrialStrip } from './plan';
import { testInfluencer, testUser } from './testUsers';

describe('planState', () => {
  it('free with days left is in trial and has business features', () => {
    expect(planState(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 20 }))).toEqual({
      isFree: true,
      inTrial: true,
      trialEnded: false,
      lastWeek: false,
      businessFeatures: true,
      trialAlert: false,
    });
  });

  it('free with 7 or fewer days is in the last week; admins get the alert', () => {
    const admin = planState(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 7 }));
    expect(admin).toMatchObject({ inTrial: true, lastWeek: true, trialAlert: true });
    const influencer = planState(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 7 }));
    expect(influencer).toMatchObject({ lastWeek: true, trialAlert: false });
  });

  it('free with no days left has ended, loses business features and alerts everyone', () => {
    const state = planState(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }));
    expect(state).toMatchObject({ trialEnded: true, inTrial: false, businessFeatures: false, trialAlert: true });
  });

  it('gives business features to BUSINESS, PRO and ENTERPRISE but not STARTER', () => {
    expect(planState(testUser({ subscriptionPlan: 'BUSINESS' })).businessFeatures).toBe(true);
    expect(planState(testUser({ subscriptionPlan: 'PRO' })).businessFeatures).toBe(true);
    expect(planState(testUser({ subscriptionPlan: 'ENTERPRISE' })).businessFeatures).toBe(true);
    expect(planState(testUser({ subscriptionPlan: 'STARTER' })).businessFeatures).toBe(false);
  });

  it('paid plans have no trial whatever the day count says', () => {
    expect(planState(testUser({ subscriptionPlan: 'STARTER', freeTrialDaysLeft: 12 }))).toMatchObject({
      isFree: false,
      inTrial: false,
      trialEnded: false,
      lastWeek: false,
      trialAlert: false,
    });
  });
});

describe('the server is the one source of plan state', () => {
  it('follows trialState, not the day count', () => {
    // The server's clock says the trial ended even though the page's day count still says 3.
    const ended = testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 3, trialState: 'ENDED' });
    expect(planState(ended)).toMatchObject({ inTrial: false, trialEnded: true, lastWeek: true, trialAlert: true });
    const lastWeek = testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 20, trialState: 'LAST_WEEK' });
    expect(planState(lastWeek)).toMatchObject({ inTrial: true, lastWeek: true, trialAlert: true });
    const inTrial = testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0, trialState: 'IN_TRIAL' });
    expect(planState(inTrial)).toMatchObject({ inTrial: true, trialEnded: false, lastWeek: false });
  });

  it('follows planLimits for business features', () => {
    const granted = testUser({ subscriptionPlan: 'STARTER', planLimits: { influencerLimit: 3, businessFeatures: true, brandDomains: false } });
    expect(planState(granted).businessFeatures).toBe(true);
    const withheld = testUser({ subscriptionPlan: 'PRO', planLimits: { influencerLimit: null, businessFeatures: false, brandDomains: true } });
    expect(planState(withheld).businessFeatures).toBe(false);
  });
});

describe('trial strip and magic store', () => {
  it('shows the strip to free admins, and to influencers only after the trial', () => {
    expect(showsTrialStrip(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 25 }))).toBe(true);
    expect(showsTrialStrip(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 25 }))).toBe(false);
    expect(showsTrialStrip(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }))).toBe(true);
    expect(showsTrialStrip(testInfluencer({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 5, trialState: 'ENDED' }))).toBe(true);
    expect(showsTrialStrip(testUser({ subscriptionPlan: 'PRO' }))).toBe(false);
  });

  it('limits Magic store to paid admins with product vision', () => {
    expect(canSeeMagicStore(testUser())).toBe(true);
    expect(canSeeMagicStore(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 10 }))).toBe(false);
    expect(canSeeMagicStore(testUser({ productVisionEnabled: false }))).toBe(false);
    expect(canSeeMagicStore(testInfluencer())).toBe(false);
  });
});

describe('the plan as it is named', () => {
  it('is "Free trial" while a free account has trial days, Lite once they are gone, else the paid plan', () => {
    expect(planLabelKey(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 30 }))).toBe('plan.FREE_TRIAL');
    expect(planLabelKey(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 3 }))).toBe('plan.FREE_TRIAL');
    expect(planLabelKey(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }))).toBe('plan.FREE');
    expect(planLabelKey(testUser({ subscriptionPlan: 'BUSINESS', freeTrialDaysLeft: 30 }))).toBe('plan.BUSINESS');
  });
});
