/** The value after it has stopped changing for `delayMs` (search boxes, URL validation). */
import { useEffect, useState } from 'react';

/** How long a search box (lists and pickers) waits for typing to stop (docs/dashboard.md#timings). */
export const SEARCH_DEBOUNCE_MS = 400;

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
