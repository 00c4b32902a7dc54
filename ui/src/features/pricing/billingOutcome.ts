/**
 * Where the store platform's confirmation page sends the merchant back: `/pricing-plans?billing=`
 * `active` (with `&plan=`), `declined` or `pending`. The page tells the outcome in a banner.
 */
import type { SubscriptionPlan } from '../../generated/SubscriptionPlan';
import { queryParam } from '../../lib/query';
import { PLANS } from './plans';

export type BillingOutcome =
  | { kind: 'active'; plan: SubscriptionPlan | null }
  | { kind: 'declined' }
  | { kind: 'pending' };

/** The outcome named in the query string; null when there is none or it is unknown. */
export function billingOutcome(query: string): BillingOutcome | null {
  switch (queryParam(query, 'billing')) {
    case 'active': {
      const named = queryParam(query, 'plan')?.toUpperCase();
      const plan = PLANS.find((candidate) => candidate.id === named)?.id ?? null;
      return { kind: 'active', plan };
    }
    case 'declined':
      return { kind: 'declined' };
    case 'pending':
      return { kind: 'pending' };
    default:
      return null;
  }
}
