import { describe, expect, it } from 'vitest';
import { testInfluencer, testUser } from '../../lib/testUsers';
import { canConfirmDelete, ownUsername } from './accountRules';

describe('canConfirmDelete', () => {
  it('accepts only the exact username', () => {
    expect(canConfirmDelete('acme', 'acme')).toBe(true);
    expect(canConfirmDelete('', 'acme')).toBe(false);
    expect(canConfirmDelete('acm', 'acme')).toBe(false);
    expect(canConfirmDelete('ACME', 'acme')).toBe(false);
    expect(canConfirmDelete(' acme', 'acme')).toBe(false);
    expect(canConfirmDelete('acme ', 'acme')).toBe(false);
  });

  it('never confirms against an empty username', () => {
    expect(canConfirmDelete('', '')).toBe(false);
  });
});

describe('ownUsername', () => {
  it('is the merchant username for admins and the influencer username for influencers', () => {
    expect(ownUsername(testUser())).toBe('acme');
    expect(ownUsername(testInfluencer())).toBe('ivy');
  });
});
