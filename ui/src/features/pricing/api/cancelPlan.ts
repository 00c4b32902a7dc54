/**
 * POST /api/admin/v1/store/plan/cancel (docs/billing.md#cancelling): cancels the paid subscription;
 * the business is on the free plan afterwards.
 */
import { apiPost } from '../../../lib/api';

export function cancelPlan(businessId: string): Promise<unknown> {
  return apiPost('/admin/v1/store/plan/cancel', { business_id: businessId });
}
