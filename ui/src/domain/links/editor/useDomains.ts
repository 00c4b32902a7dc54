/**
 * The origins a custom URL may start with (`GET /admin/v1/links/domains`), asked once per
 * editor; empty until known. A failure leaves the list empty, which the custom-URL field reads
 * as "cannot judge yet" (no error shown).
 */
import { fetchDomains } from '../api/domains';
import { useResource } from '../../../hooks/useResource';

const NONE: string[] = [];

export function useDomains(): string[] {
  const domains = useResource('domains', (_key, signal) => fetchDomains(signal), (error) => {
    console.warn('Loading the store domains failed', error);
  });
  return domains ?? NONE;
}
