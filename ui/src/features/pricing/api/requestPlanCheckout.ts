/**
 * POST /api/admin/v1/store/plan/upgrade/request (docs/billing.md#choosing-a-plan): asks the store
 * platform for a subscription to `plan` and resolves with the confirmation page's address, where
 * the browser goes next. Without a connected store the server answers 409.
 */
import { apiPost } from '../../../lib/api';
import type { CheckoutPlan } from '../plans';

export function requestPlanCheckout(plan: CheckoutPlan, businessId: string): Promise<string> {
  return apiPost<string>('/admin/v1/store/plan/upgrade/request', {
    store_subscription_plan: plan,
    business_id: businessId,
  });
}
