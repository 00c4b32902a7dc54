import { describe, expect, it } from 'vitest';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { FREE_PLAN, PAID_PLANS, PLANS, formatUsd, isCheckoutPlan, isPlanButton, needsStore, planAction } from './plans';

const plan = (id: string) => {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('plan catalogue', () => {
  it('has the prices in ordinal order', () => {
    expect(PLANS.map((p) => [p.id, p.monthlyUsd])).toEqual([
      ['FREE', 0],
      ['STARTER', 39],
      ['BUSINESS', 99],
      ['PRO', 399],
      ['ENTERPRISE', null],
    ]);
    expect(PLANS.map((p) => p.ordinal)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows four paid cards plus the free plan', () => {
    expect(PAID_PLANS.map((p) => p.id)).toEqual(['STARTER', 'BUSINESS', 'PRO', 'ENTERPRISE']);
    expect(FREE_PLAN.id).toBe('FREE');
  });

  it('lists the influencer limits and fees of the plan table', () => {
    expect(plan('STARTER').features).toEqual(
      expect.arrayContaining(['pricing.feature.influencers3', 'pricing.feature.fee150', 'pricing.feature.trial']),
    );
    expect(plan('BUSINESS').features).toEqual(
      expect.arrayContaining(['pricing.feature.influencers15', 'pricing.feature.brandDomain', 'pricing.feature.fee100']),
    );
    expect(plan('PRO').features).toEqual(
      expect.arrayContaining(['pricing.feature.influencersUnlimited', 'pricing.feature.vipSupport', 'pricing.feature.fee075']),
    );
    expect(plan('FREE').features).toEqual(
      expect.arrayContaining(['pricing.feature.trackableShorts', 'pricing.feature.dataSync24h']),
    );
  });
});

describe('planAction', () => {
  it('shows no plan buttons to signed-out visitors and influencers, but always the sales link', () => {
    expect(planAction(plan('STARTER'), null)).toBe('none');
    expect(planAction(plan('ENTERPRISE'), null)).toBe('contactSales');
    expect(planAction(plan('PRO'), testInfluencer({ subscriptionPlan: 'BUSINESS' }))).toBe('none');
    expect(planAction(plan('BUSINESS'), testInfluencer({ subscriptionPlan: 'BUSINESS' }))).toBe('active');
  });

  it('labels the active plan for admins', () => {
    expect(planAction(plan('BUSINESS'), testUser({ subscriptionPlan: 'BUSINESS' }))).toBe('active');
    expect(planAction(plan('FREE'), testUser({ subscriptionPlan: 'FREE' }))).toBe('active');
  });

  it('offers upgrade or downgrade by ordinal', () => {
    const business = testUser({ subscriptionPlan: 'BUSINESS' });
    expect(planAction(plan('PRO'), business)).toBe('upgrade');
    expect(planAction(plan('STARTER'), business)).toBe('downgrade');
    expect(planAction(plan('FREE'), business)).toBe('downgrade');
  });

  it('uses the free-user wording for admins on the free plan', () => {
    const free = testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 10 });
    expect(planAction(plan('STARTER'), free)).toBe('startTrial');
    expect(planAction(plan('PRO'), free)).toBe('startTrial');
  });
});

describe('checkout plans and the store', () => {
  it('checks out Starter, Business and Pro only', () => {
    expect(PLANS.filter((p) => isCheckoutPlan(p.id)).map((p) => p.id)).toEqual(['STARTER', 'BUSINESS', 'PRO']);
  });

  it('treats upgrade, downgrade and start-trial as plan buttons', () => {
    expect(['upgrade', 'downgrade', 'startTrial'].every((a) => isPlanButton(a as never))).toBe(true);
    expect(['none', 'active', 'contactSales'].some((a) => isPlanButton(a as never))).toBe(false);
  });

  it('makes paid plans wait for a connected store, never the free plan', () => {
    const noStore = testUser({ storeConnected: false });
    expect(needsStore(plan('BUSINESS'), noStore)).toBe(true);
    expect(needsStore(plan('STARTER'), noStore)).toBe(true);
    expect(needsStore(plan('FREE'), noStore)).toBe(false);
    expect(needsStore(plan('BUSINESS'), testUser())).toBe(false);
    expect(needsStore(plan('BUSINESS'), null)).toBe(false);
  });
});

describe('formatUsd', () => {
  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect(formatUsd(39)).toBe('$39');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatUsd(0.75)).toBe('$0.75');
  });
});
