/**
 * The progress bar's value (../progress.ts): from 0, moved on every 50 ms while the component is
 * mounted. The dialog mounts the bar afresh for each step, so each step starts at 0.
 */
import { useEffect, useState } from 'react';
import { nextProgress, PROGRESS_TICK_MS } from '../progress';

export function useProgressSweep(): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setValue(nextProgress), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return value;
}
