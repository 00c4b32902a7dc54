/**
 * Auto-swap's record for the Settings page, loaded after mount and again after each save (a save
 * with auto-swap on swaps what is sold out at once). Null while loading, 'failed' when the call
 * failed (logged).
 */
import { useState } from 'react';
import { useResource } from '../../../hooks/useResource';
import { fetchSwaps } from '../api';
import type { ProductSwap } from '../../../generated/ProductSwap';

export function useSwaps(businessId: string, version: number): ProductSwap[] | 'failed' | null {
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = `${businessId}|${version}`;
  const list = useResource(
    key,
    async (_key, signal) => (await fetchSwaps(businessId, signal)).swaps,
    (error) => {
      console.warn('Loading the swaps failed', error);
      setFailedKey(key);
    },
  );
  if (failedKey === key) return 'failed';
  return list;
}
