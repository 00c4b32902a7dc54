/** The domains a custom URL may point at (docs/links-api.md), for the short and multilink editors. */
import { apiGet } from '../../../lib/api';

/** `GET /admin/v1/links/domains`: full origins custom URLs may start with. */
export async function fetchDomains(signal?: AbortSignal): Promise<string[]> {
  const data = await apiGet<{ domains?: unknown }>('/admin/v1/links/domains', { signal });
  return Array.isArray(data.domains) ? data.domains.filter((d): d is string => typeof d === 'string') : [];
}
