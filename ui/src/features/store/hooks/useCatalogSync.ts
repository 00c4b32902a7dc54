/**
 * The catalog sync status, asked after mount and every 3 s while a sync runs. Raising
 * `forcedRuns` (after a forced sync started) polls again and shows `starting` until the new run
 * shows up in the answers (the server starts it in the background). Null until the first answer,
 * so the server markup has no notice; a failed call keeps the last known state.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchCatalogSyncStatus } from '../api/fetchCatalogSyncStatus';
import { SYNC_POLL_MS, hasNewRunStarted, shouldPoll, syncPhase, type CatalogSyncStatus, type SyncPhase } from '../catalogSync';

export interface CatalogSyncView {
  status: CatalogSyncStatus;
  phase: SyncPhase;
}

export function useCatalogSync(forcedRuns = 0): CatalogSyncView | null {
  const [view, setView] = useState<CatalogSyncView | null>(null);
  const latest = useRef<CatalogSyncStatus | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const forced = forcedRuns > 0;
    const previousStart = latest.current?.startedAt ?? null;
    let awaitingStart = forced;
    let startWaits = 0;
    let phase: SyncPhase | null = forced ? 'starting' : null;
    if (forced && latest.current) setView({ status: latest.current, phase: 'starting' });

    const poll = async () => {
      try {
        const status = await fetchCatalogSyncStatus({ signal: controller.signal });
        if (awaitingStart && hasNewRunStarted(status, previousStart)) awaitingStart = false;
        phase = syncPhase(status, awaitingStart);
        latest.current = status;
        setView({ status, phase });
      } catch {
        if (controller.signal.aborted) return;
      }
      if (phase === 'starting') startWaits += 1;
      if (phase !== null && shouldPoll(phase, startWaits)) {
        timer = setTimeout(poll, SYNC_POLL_MS);
      } else if (phase === 'starting' && latest.current) {
        // The new run never showed up: show what the server last said.
        setView({ status: latest.current, phase: latest.current.status });
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [forcedRuns]);

  return view;
}
