/**
 * "Copy link" with feedback: copies the text and reports the outcome for 2 s, so a preview can
 * show "Link copied" (or the failure) in a polite live region.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

export type CopyOutcome = 'copied' | 'failed' | null;

const NOTICE_MS = 2000;

export function useCopyNotice(): { outcome: CopyOutcome; copy: (text: string) => void } {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback((text: string) => {
    void copyText(text).then((ok) => {
      setOutcome(ok ? 'copied' : 'failed');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOutcome(null), NOTICE_MS);
    });
  }, []);

  return { outcome, copy };
}
