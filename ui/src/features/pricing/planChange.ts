/**
 * What pressing a plan button does (docs/billing.md#choosing-a-plan), apart from React so it can be
 * tested: the free plan cancels the subscription, then home is loaded in full, which renders it
 * from the re-verified session (as the store disconnect does); a paid plan asks for a checkout and
 * the browser goes to the confirmation page the server returns. A failure is logged
 * (docs/billing.md#failures) and reported with the server's own message when it sent one, for the
 * card to show.
 */
import { PATHS } from '../../lib/routes';
import type { SubscriptionPlan } from '../../generated/SubscriptionPlan';
import { ApiError, type ApiErrorCode } from '../../lib/api';
import { isNavigableUrl } from '../../lib/navigableUrl';
import { isCheckoutPlan, type CheckoutPlan } from './plans';

export interface PlanChangeDeps {
  requestCheckout: (plan: CheckoutPlan, businessId: string) => Promise<string>;
  cancelPlan: (businessId: string) => Promise<unknown>;
  /** A full page load of `url` (`window.location.assign` in the browser). */
  navigate: (url: string) => void;
}

/** `leaving`: the browser is on its way elsewhere, so the button stays busy. */
export type PlanChangeOutcome = { kind: 'leaving' } | { kind: 'failed'; message: string | null };

/** Failures that happen before the server could say anything: nothing of its own to show. */
const NOT_FROM_SERVER: ReadonlySet<ApiErrorCode> = new Set(['timeout', 'network', 'http', 'invalid_response']);

/** The server's message of a failed call, or null (timeouts, network, non-envelope answers). */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || NOT_FROM_SERVER.has(error.code)) return null;
  return error.message.trim() || null;
}

/** Only web addresses (absolute http(s) or same-origin paths) are followed. */
export { isNavigableUrl };

export async function changePlan(
  plan: SubscriptionPlan,
  businessId: string,
  deps: PlanChangeDeps,
): Promise<PlanChangeOutcome> {
  try {
    if (plan === 'FREE') {
      await deps.cancelPlan(businessId);
      deps.navigate(PATHS.home);
    } else if (isCheckoutPlan(plan)) {
      const confirmationUrl = await deps.requestCheckout(plan, businessId);
      if (!isNavigableUrl(confirmationUrl)) throw new Error(`unexpected confirmation URL: ${String(confirmationUrl)}`);
      deps.navigate(confirmationUrl);
    } else {
      throw new Error(`the ${plan} plan cannot be chosen here`);
    }
    return { kind: 'leaving' };
  } catch (error) {
    // Pricing actions are logged and the loading state clears (docs/billing.md#failures).
    console.error(`Changing the plan to ${plan} failed`, error);
    return { kind: 'failed', message: serverMessageOf(error) };
  }
}
