/**
 * The plan catalogue (name, colour, price, period, features,
 * description, ordinal; docs/billing.md#plans) and which action each plan card offers the viewer.
 * The server has its own English catalogue (`GET /api/plans`); this one carries the translated
 * texts, and its prices are the same (docs/billing.md#plans).
 */
import type { SessionUser } from '../../generated/SessionUser';
import type { SubscriptionPlan } from '../../generated/SubscriptionPlan';
import type { MessageKey } from '../../i18n/catalogue';
import { planState } from '../../lib/plan';

export interface PlanInfo {
  id: SubscriptionPlan;
  /** Order of the plans from free to enterprise; decides upgrade vs downgrade. */
  ordinal: number;
  /** Accent colour of the card. */
  color: string;
  /** Monthly price in USD; null for "contact us". */
  monthlyUsd: number | null;
  subtitle: MessageKey;
  description: MessageKey;
  features: readonly MessageKey[];
}

/** The 30-day free trial of paid plans (docs/billing.md#trial). */
export const PLAN_TRIAL_DAYS = 30;

export const PLANS: readonly PlanInfo[] = [
  {
    id: 'FREE',
    ordinal: 0,
    color: '#615e75',
    monthlyUsd: 0,
    subtitle: 'pricing.FREE.subtitle',
    description: 'pricing.FREE.description',
    features: ['pricing.feature.foreverFree', 'pricing.feature.trackableShorts', 'pricing.feature.dataSync24h'],
  },
  {
    id: 'STARTER',
    ordinal: 1,
    color: '#0f7d72',
    monthlyUsd: 39,
    subtitle: 'pricing.STARTER.subtitle',
    description: 'pricing.STARTER.description',
    features: ['pricing.feature.trial', 'pricing.feature.influencers3', 'pricing.feature.fee150'],
  },
  {
    id: 'BUSINESS',
    ordinal: 2,
    color: '#5b3df5',
    monthlyUsd: 99,
    subtitle: 'pricing.BUSINESS.subtitle',
    description: 'pricing.BUSINESS.description',
    features: [
      'pricing.feature.trial',
      'pricing.feature.influencers15',
      'pricing.feature.brandDomain',
      'pricing.feature.trends',
      'pricing.feature.fee100',
    ],
  },
  {
    id: 'PRO',
    ordinal: 3,
    color: '#b4450d',
    monthlyUsd: 399,
    subtitle: 'pricing.PRO.subtitle',
    description: 'pricing.PRO.description',
    features: [
      'pricing.feature.trial',
      'pricing.feature.influencersUnlimited',
      'pricing.feature.vipSupport',
      'pricing.feature.trends',
      'pricing.feature.fee075',
    ],
  },
  {
    id: 'ENTERPRISE',
    ordinal: 4,
    color: '#1d1b29',
    monthlyUsd: null,
    subtitle: 'pricing.ENTERPRISE.subtitle',
    description: 'pricing.ENTERPRISE.description',
    features: ['pricing.feature.customTerms', 'pricing.feature.vipSupport'],
  },
];

/** The four cards (docs/billing.md#pricing-page), and the free plan shown beside them. */
export const PAID_PLANS = PLANS.filter((plan) => plan.id !== 'FREE');
export const FREE_PLAN = PLANS.find((plan) => plan.id === 'FREE') as PlanInfo;

/**
 * What a card offers (docs/billing.md#pricing-page): only admins see plan buttons; the active plan
 * shows an active label; enterprise is a contact-sales mail link for everyone; otherwise downgrade
 * or upgrade by ordinal, with the free-user wording (start the trial) for admins on the free plan.
 */
/**
 * What a plan card offers the viewer. `afterTrial`: the free plan's card for a free account still
 * in its trial, which is not on Lite yet (it has Business features) but will be once it ends.
 */
export type PlanAction = 'none' | 'active' | 'afterTrial' | 'upgrade' | 'downgrade' | 'startTrial' | 'contactSales';

export function planAction(plan: PlanInfo, user: SessionUser | null): PlanAction {
  if (plan.id === 'ENTERPRISE' && user?.subscriptionPlan !== 'ENTERPRISE') return 'contactSales';
  const onIt = user?.subscriptionPlan === plan.id;
  if (onIt && plan.id === 'FREE' && user && planState(user).inTrial) return 'afterTrial';
  if (!user || !user.isAdmin) return onIt ? 'active' : 'none';
  if (onIt) return 'active';
  const current = PLANS.find((candidate) => candidate.id === user.subscriptionPlan)?.ordinal ?? 0;
  if (plan.ordinal < current) return 'downgrade';
  return user.subscriptionPlan === 'FREE' ? 'startTrial' : 'upgrade';
}

/** Plans bought through the store platform's checkout (`store_subscription_plan`). */
export type CheckoutPlan = 'STARTER' | 'BUSINESS' | 'PRO';

export function isCheckoutPlan(plan: SubscriptionPlan): plan is CheckoutPlan {
  return plan === 'STARTER' || plan === 'BUSINESS' || plan === 'PRO';
}

/** Whether the card's action is a plan button (pressing it changes the plan). */
export function isPlanButton(action: PlanAction): boolean {
  return action === 'upgrade' || action === 'downgrade' || action === 'startTrial';
}

/**
 * A paid plan is billed through the store, so its button waits for a connected store; the free
 * plan's button (cancelling) does not.
 */
export function needsStore(plan: PlanInfo, user: SessionUser | null): boolean {
  return isCheckoutPlan(plan.id) && !!user && !user.storeConnected;
}

/** "$39", "$1.50": whole dollars without cents, otherwise two decimals (no Intl in the SSR engine). */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
