/** The origins a custom URL may start with (`GET /admin/v1/links/domains`); empty until known. */
import { useEffect, useState } from 'react';
import { fetchDomains } from '../api/lookups';

export function useDomains(): string[] {
  const [domains, setDomains] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchDomains(controller.signal).then(setDomains, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Loading the store domains failed', error);
    });
    return () => controller.abort();
  }, []);
  return domains;
}
