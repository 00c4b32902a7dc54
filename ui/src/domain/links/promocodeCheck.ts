/**
 * One check of a typed promocode against the store: asked once typing has stopped for
 * PROMOCODE_CHECK_DELAY_MS, and cancelled (timer cleared, request aborted) when the code
 * changes, so only the latest code's answer ever reaches the field. A failure is an answer too
 * ("could not check"): the field never blocks typing or saving on the store being slow.
 * Framework-free, so the timing is tested with fake timers; the field's hook calls it from an
 * effect and returns its cancel as the cleanup.
 */
import type { PromocodeCheck } from '../../generated/PromocodeCheck';
import { PROMOCODE_CHECK_DELAY_MS, type CodeCheck } from './promocodeStore';

export type CheckCall = (code: string, signal: AbortSignal) => Promise<PromocodeCheck>;

/** Schedules the check of `code`; the returned function cancels it. */
export function scheduleCheck(
  code: string,
  check: CheckCall,
  onAnswer: (answer: CodeCheck) => void,
  delayMs: number = PROMOCODE_CHECK_DELAY_MS,
): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    check(code, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        onAnswer(answer.found ? { code, status: 'found', found: answer.found } : { code, status: 'missing' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Checking the promocode with the store failed', error);
        onAnswer({ code, status: 'failed' });
      },
    );
  }, delayMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
