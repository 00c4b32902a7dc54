/**
 * The current cycle's sale fees (docs/billing.md#the-per-sale-fee): the plan's rate and cap, what
 * is charged, waiting, waived and over the cap, per look, and the latest sales.
 */
import type { SaleFees } from '../../../generated/SaleFees';
import { apiGet } from '../../../lib/api';

export function fetchSaleFees(signal?: AbortSignal): Promise<SaleFees> {
  return apiGet<SaleFees>('/admin/v1/billing/fees', { signal });
}
