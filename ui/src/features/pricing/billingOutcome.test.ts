import { describe, expect, it } from 'vitest';
import { billingOutcome } from './billingOutcome';

describe('billingOutcome', () => {
  it('reads the three outcomes of the confirmation page', () => {
    expect(billingOutcome('billing=active&plan=BUSINESS')).toEqual({ kind: 'active', plan: 'BUSINESS' });
    expect(billingOutcome('billing=declined')).toEqual({ kind: 'declined' });
    expect(billingOutcome('billing=pending')).toEqual({ kind: 'pending' });
  });

  it('accepts a lower-case plan and drops an unknown one', () => {
    expect(billingOutcome('plan=pro&billing=active')).toEqual({ kind: 'active', plan: 'PRO' });
    expect(billingOutcome('billing=active&plan=GOLD')).toEqual({ kind: 'active', plan: null });
    expect(billingOutcome('billing=active')).toEqual({ kind: 'active', plan: null });
  });

  it('shows nothing without a known outcome', () => {
    expect(billingOutcome('')).toBeNull();
    expect(billingOutcome('billing=')).toBeNull();
    expect(billingOutcome('billing=maybe')).toBeNull();
    expect(billingOutcome('utm_source=x')).toBeNull();
  });
});
