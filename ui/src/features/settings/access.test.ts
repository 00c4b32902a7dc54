import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, testInfluencer, testUser } from '../../lib/testUsers';
import { aiTaggingAccess, opensSettings, setsAiPreferences } from './access';

describe('settings access', () => {
  it('opens for merchants with a store only', () => {
    expect(opensSettings(testUser())).toBe(true);
    expect(opensSettings(testUser({ storeConnected: false }))).toBe(false);
    expect(opensSettings(testInfluencer())).toBe(false);
  });
  it('lets paid plans set AI tagging; free plans get the way to a plan', () => {
    expect(aiTaggingAccess(testUser({ subscriptionPlan: 'STARTER' }))).toBe('paid');
    expect(aiTaggingAccess(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 12 }))).toBe('upgrade');
    expect(aiTaggingAccess(testUser({ subscriptionPlan: 'FREE', freeTrialDaysLeft: 0 }))).toBe('tryFree');
  });
  it('gives the preference lists to admins with the sales or revenue permission', () => {
    // Admins get every permission from the server; a fixture names the ones it needs.
    expect(setsAiPreferences(testUser({ permissions: { ...NO_PERMISSIONS, salesEnabled: true } }))).toBe(true);
    expect(setsAiPreferences(testUser({ permissions: { ...NO_PERMISSIONS, revenueEnabled: true } }))).toBe(true);
    expect(setsAiPreferences(testUser({ permissions: NO_PERMISSIONS }))).toBe(false);
    expect(setsAiPreferences(testInfluencer())).toBe(false);
  });
});
