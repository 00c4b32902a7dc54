/**
 * Brand domains as links use them (docs/links.md#brand-domains): the business's domains, for the
 * preview's domain choice and the Settings section alike, and moving one link to a verified
 * domain or back to the public URL. The old address keeps working either way.
 */
import type { DomainsPage } from '../../../generated/DomainsPage';
import type { Moved } from '../../../generated/LinkMoved';
import { apiGet, apiPost } from '../../../lib/api';

/** `GET /admin/v1/domains`: the plan's allowance, the host to point at, each domain and its state. */
export function fetchBrandDomains(signal?: AbortSignal): Promise<DomainsPage> {
  return apiGet<DomainsPage>('/admin/v1/domains', { signal });
}

/** `POST /admin/v1/links/{id}/domain`: `null` puts the link back on the public URL. */
export function moveLinkToDomain(linkId: string, domain: string | null): Promise<Moved> {
  return apiPost<Moved>(`/admin/v1/links/${encodeURIComponent(linkId)}/domain`, { domain });
}
