/**
 * Loads one thing for `key` after mount (null: nothing to load yet): null until it arrives and
 * again while a new key loads. The request is aborted when the key changes or the component
 * leaves, and an aborted request neither sets the value nor reports; `onError` hears a real
 * failure. The links, link preview and multilinks hooks are this with their own fetcher.
 */
import { useEffect, useRef, useState } from 'react';

export function useResource<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T>,
  onError: (error: unknown) => void,
): T | null {
  const [value, setValue] = useState<T | null>(null);
  const latest = useRef({ load, onError });
  latest.current = { load, onError };

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setValue(null);
    latest.current.load(key, controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setValue(loaded);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) latest.current.onError(error);
      },
    );
    return () => controller.abort();
  }, [key]);

  return value;
}
