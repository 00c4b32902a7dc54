/**
 * Checks a value's availability with the server 400 ms after typing stops (or `delayMs`, for a
 * caller that already waited). An empty value clears the indicator; a value whose format is
 * wrong is never sent. A newer value aborts the older request, so a slow answer for an old
 * value never overwrites a newer one.
 */
import { useEffect, useState } from 'react';
import { AVAILABILITY_DEBOUNCE_MS, availabilityFromError, type AvailabilityStatus } from '../lib/availabilityCheck';

export type AvailabilityCheck = (value: string, signal: AbortSignal) => Promise<unknown>;

interface Answer {
  value: string;
  status: AvailabilityStatus;
}

export function useAvailability(
  value: string,
  formatOk: boolean,
  check: AvailabilityCheck,
  delayMs = AVAILABILITY_DEBOUNCE_MS,
): AvailabilityStatus {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (value === '' || !formatOk) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(value, controller.signal).then(
        () => setAnswer({ value, status: 'available' }),
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ value, status: availabilityFromError(error) });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, formatOk, check, delayMs]);

  if (value === '') return 'idle';
  if (!formatOk) return 'invalid';
  return answer?.value === value ? answer.status : 'checking';
}
