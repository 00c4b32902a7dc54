/**
 * The networks' status, asked after mount (nothing in the server markup) and again every 3 s
 * while any network syncs, until none does. A failed first call says so; a failed poll keeps
 * the last known status and polls on. `setNetwork` puts in what a connect, sync or disconnect
 * call answered, so the page follows at once (and a sync it started is polled).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ShopboardStatus } from '../../../generated/ShopboardStatus';
import type { SocialMediaStatus } from '../../../generated/SocialMediaStatus';
import { useMountEffect } from '../../../hooks/useMountEffect';
import { fetchShopboard } from '../api';
import type { SocialNetwork } from '../networks';
import { anySyncing, STATUS_POLL_MS, withStatus } from '../socialStatus';

export interface ShopboardStatusView {
  /** Null until the first answer. */
  status: ShopboardStatus | null;
  /** The first call failed. */
  failed: boolean;
  setNetwork: (network: SocialNetwork, status: SocialMediaStatus) => void;
}

export function useShopboardStatus(): ShopboardStatusView {
  const [status, setStatus] = useState<ShopboardStatus | null>(null);
  const [failed, setFailed] = useState(false);

  useMountEffect(() => {
    const controller = new AbortController();
    fetchShopboard(controller.signal).then(
      (loaded) => !controller.signal.aborted && setStatus(loaded),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the shopboard status failed', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  });

  const syncing = status !== null && anySyncing(status);
  useEffect(() => {
    if (!syncing) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(async () => {
        try {
          const loaded = await fetchShopboard(controller.signal);
          if (!controller.signal.aborted) setStatus(loaded);
        } catch {
          // Keep the last known status; the next poll asks again.
        }
        if (!controller.signal.aborted) next();
      }, STATUS_POLL_MS);
    };
    next();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [syncing]);

  const setNetwork = useCallback(
    (network: SocialNetwork, one: SocialMediaStatus) => setStatus((all) => (all ? withStatus(all, network, one) : all)),
    [],
  );

  return { status, failed, setNetwork };
}
