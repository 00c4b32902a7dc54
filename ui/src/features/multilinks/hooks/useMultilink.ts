/**
 * Loads one multilink for the preview or the editor. Spec 2 §4, §8: a load failure is logged
 * and the caller leaves (back to the list), so no error is shown here.
 */
import { useEffect, useRef, useState } from 'react';
import type { MultilinkOut } from '../../../lib/links/types';
import { fetchMultilink } from '../api/multilinks';

export function useMultilink(multilinkId: string | null, onFailure: () => void): MultilinkOut | null {
  const [multilink, setMultilink] = useState<MultilinkOut | null>(null);
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    if (!multilinkId) return;
    const controller = new AbortController();
    setMultilink(null);
    fetchMultilink(multilinkId, { signal: controller.signal })
      .then(setMultilink)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the multilink failed', error);
        failure.current();
      });
    return () => controller.abort();
  }, [multilinkId]);

  return multilink;
}
