/**
 * The Settings section's brand domain actions (docs/links.md#brand-domains): add (checked at
 * once), verify now, the default of new links, remove. Each answers the whole list again, so the
 * section shows what the server holds after every action. The list itself is read through
 * `domain/links/api/brandDomains`, which the link previews share.
 */
import type { DomainsPage } from '../../generated/DomainsPage';
import { apiPost } from '../../lib/api';

const BASE = '/admin/v1/domains';

export function addDomain(domain: string): Promise<DomainsPage> {
  return apiPost<DomainsPage>(BASE, { domain });
}

export function verifyDomain(domain: string): Promise<DomainsPage> {
  return apiPost<DomainsPage>(`${BASE}/verify`, { domain });
}

/** `null` puts new links back on the shared address. */
export function setDefaultDomain(domain: string | null): Promise<DomainsPage> {
  return apiPost<DomainsPage>(`${BASE}/default`, { domain });
}

export function removeDomain(domain: string): Promise<DomainsPage> {
  return apiPost<DomainsPage>(`${BASE}/remove`, { domain });
}
