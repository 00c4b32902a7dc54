/**
 * The brand domains section's state: the list as the server last answered it, which action is
 * running (one at a time, so a double click sends one), and the last refusal, in the page's
 * language. The list loads after mount, like the rest of the Settings page.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DomainsPage } from '../../../generated/DomainsPage';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { fetchBrandDomains } from '../../../domain/links/api/brandDomains';

export type DomainsLoad = 'loading' | 'ready' | 'failed';

export function useBrandDomains() {
  const t = useT();
  const [page, setPage] = useState<DomainsPage | null>(null);
  const [load, setLoad] = useState<DomainsLoad>('loading');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchBrandDomains(controller.signal).then(
      (answer) => {
        setPage(answer);
        setLoad('ready');
      },
      () => {
        if (!controller.signal.aborted) setLoad('failed');
      },
    );
    return () => controller.abort();
  }, []);

  /** Runs `call` as action `name` unless one is running; a refusal is kept to show. */
  const run = useCallback(
    async (name: string, call: () => Promise<DomainsPage>): Promise<boolean> => {
      if (busy) return false;
      setBusy(name);
      setError(null);
      try {
        setPage(await call());
        return true;
      } catch (e) {
        const message = e instanceof ApiError ? (e.fields.domain ?? e.message) : '';
        setError(message ? localizeServerMessage(t, message) : t('errors.generic'));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [busy, t],
  );

  return { page, load, busy, error, run };
}
