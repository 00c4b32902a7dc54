/**
 * An influencer's own earnings (docs/influencers.md#earnings): `GET /admin/v1/earnings` over a
 * range, and the address of their own CSV (a plain GET the browser downloads with the session
 * cookie, so the file arrives under the server's name for it).
 */
import type { Earnings } from '../../generated/Earnings';
import { API_BASE, apiGet } from '../../lib/api';
import { daysQuery, type DayRange } from '../../lib/dateRange';
import { buildQuery } from '../../lib/query';

const BASE = '/admin/v1/earnings';

/** `days` null: lifetime (no dates). */
export function fetchEarnings(days: DayRange | null, signal?: AbortSignal): Promise<Earnings> {
  const query = daysQuery(days);
  return apiGet<Earnings>(query ? `${BASE}?${query}` : BASE, { signal });
}

/** The CSV of the orders credited to the signed-in influencer over `days`, times in `timezone`. */
export function earningsReportUrl(timezone: string, days: DayRange | null): string {
  const query = [buildQuery([['timezone', timezone]]), daysQuery(days)].filter(Boolean).join('&');
  return `${API_BASE}${BASE}/report?${query}`;
}
