/**
 * The magic store page's state (docs/magic-store.md#the-page): the picker, the progress dialog of
 * a run (flow.ts), then the create-link dialog with what it found. A file the rules refuse, or a
 * run the server refused with a reason, leaves an alert over the picker; a failed run is logged
 * and the page is back to the picker. Leaving the page while a run is on, or before its look is
 * saved (another page, a closed tab, a reload: unmount or `pagehide`), cancels it with a keepalive
 * call, so the server stops the job and removes its files.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { navigateTo } from '../../../lib/navigate';
import { PATHS } from '../../../lib/routes';
import {
  cancelMedia,
  compressionStatus,
  requestUploadUrl,
  searchProducts,
  startCompression,
  uploadFile,
} from '../api';
import { mediaKind, refusalOf } from '../fileRules';
import { MagicStoreRun, STEPS, type FlowCalls } from '../flow';
import { toJpeg } from '../jpeg';
import { refusalText } from '../messages';
import { afterRun, IDLE, type Phase } from '../phase';

export interface MagicStore {
  phase: Phase;
  /** What the alert over the picker says, or null. */
  alert: string | null;
  /** A file picked or dropped. */
  pick: (file: File | null) => void;
  /** Cancel in the progress dialog, or the create-link dialog closed without saving. */
  cancel: () => void;
  /** The look was saved: on to the links page. */
  saved: () => void;
}

/** What the log calls each step. */
const STEP_NAMES: Readonly<Record<(typeof STEPS)[number], string>> = {
  upload: 'upload',
  compress: 'compression',
  search: 'product search',
  done: 'look',
};

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

const BROWSER_CALLS: FlowCalls = {
  toJpeg,
  requestUploadUrl,
  uploadFile,
  startCompression,
  compressionStatus,
  searchProducts,
  cancelMedia,
  wait,
  now: () => Date.now(),
};

export function useMagicStore(): MagicStore {
  const t = useT();
  const [phase, setPhase] = useState<Phase>(IDLE);
  const [alert, setAlert] = useState<string | null>(null);
  /** The run under way or whose look is being made; null at the picker. */
  const active = useRef<MagicStoreRun | null>(null);

  useEffect(() => {
    const leave = () => active.current?.cancel(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const pick = useCallback(
    async (file: File | null) => {
      if (!file || active.current) return;
      const refusal = refusalOf(file);
      if (refusal) {
        setAlert(refusalText(t, refusal));
        return;
      }
      setAlert(null);
      const run: MagicStoreRun = new MagicStoreRun(BROWSER_CALLS, (step) => {
        if (active.current === run) setPhase({ kind: 'working', step });
      });
      active.current = run;
      const outcome = await run.run(file);
      const next = afterRun(outcome, t, mediaKind(file.type) ?? 'video');
      if (active.current !== run || next === null) return;
      if (outcome.kind === 'failed') {
        console.warn(`The magic store's ${STEP_NAMES[STEPS[outcome.step]]} failed`, outcome.error);
        active.current = null;
      }
      setPhase(next.phase);
      setAlert(next.alert);
    },
    [t],
  );

  const cancel = useCallback(() => {
    active.current?.cancel();
    active.current = null;
    setPhase(IDLE);
  }, []);

  const saved = useCallback(() => {
    active.current?.settle();
    active.current = null;
    navigateTo(PATHS.links);
  }, []);

  return { phase, alert, pick: (file) => void pick(file), cancel, saved };
}
