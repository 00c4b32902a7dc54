/**
 * The store's discount codes for the editors' promocode field (docs/links-api.md#promocodes):
 * list them, check one typed code, and create a missing one (merchants only; influencers get 403).
 */
import { apiGet, apiPost } from '../../../lib/api';
import type { NewPromocode } from '../../../generated/NewPromocode';
import type { PromocodeCheck } from '../../../generated/PromocodeCheck';
import type { StoreCode } from '../../../generated/StoreCode';
import type { StoreCodes } from '../../../generated/StoreCodes';

const BASE = '/admin/v1/promocodes';

/** `GET /admin/v1/promocodes`: up to 50 of the store's codes, or `connected: false`. */
export function fetchStoreCodes(signal?: AbortSignal): Promise<StoreCodes> {
  return apiGet<StoreCodes>(BASE, { signal });
}

/** `GET /admin/v1/promocodes/check?code=`: the store's code of that name, if any. */
export function checkPromocode(code: string, signal?: AbortSignal): Promise<PromocodeCheck> {
  return apiGet<PromocodeCheck>(`${BASE}/check?code=${encodeURIComponent(code)}`, { signal });
}

/** `POST /admin/v1/promocodes/create`: the code as the store created it. */
export function createPromocode(body: NewPromocode, signal?: AbortSignal): Promise<StoreCode> {
  return apiPost<StoreCode>(`${BASE}/create`, body, { signal });
}
