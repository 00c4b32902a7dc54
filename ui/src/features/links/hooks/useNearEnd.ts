/**
 * Calls `onReach` when the returned ref's element scrolls into view (IntersectionObserver), so
 * a list attaches it to the item where the next page should start loading. Without an
 * observer (server render, old browsers) nothing happens and the list stays at one page.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useNearEnd(onReach: () => void): (element: Element | null) => void {
  const callback = useRef(onReach);
  callback.current = onReach;
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback((element: Element | null) => {
    observer.current?.disconnect();
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.current.observe(element);
  }, []);
}
