/**
 * The store domains a custom URL may start with, asked once per editor. A failure leaves the
 * list empty, which the custom-URL field reads as "cannot judge yet" (no error shown).
 */
import { useEffect, useState } from 'react';
import { fetchDomains } from '../../links/api/lookups';

export function useDomains(): string[] {
  const [domains, setDomains] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchDomains(controller.signal)
      .then(setDomains)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Loading the store domains failed', error);
      });
    return () => controller.abort();
  }, []);
  return domains;
}
