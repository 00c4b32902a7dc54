/**
 * One trends call for `key` (null: nothing to ask yet), after mount: the answer, and whether it
 * is still on its way. A failure is logged only and ends the loading (docs/trends.md: trend
 * fetch failures are logged only), so the section shows its empty state, with no message.
 */
import { useState } from 'react';
import { useResource } from '../../../hooks/useResource';

export interface TrendState<T> {
  data: T | null;
  loading: boolean;
}

export function useTrend<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>, what: string): TrendState<T> {
  const [failed, setFailed] = useState<string | null>(null);
  const data = useResource(key, load, (error) => {
    console.error(`Loading ${what} failed`, error);
    setFailed(key);
  });
  return { data, loading: key !== null && data === null && failed !== key };
}
