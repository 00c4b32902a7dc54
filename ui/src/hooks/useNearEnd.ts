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

/** A ref from `useNearEnd`, or undefined for the items that carry none. */
export type NearEndRef = ((element: Element | null) => void) | undefined;

/**
 * For a paged list: `refAt(index)` is the ref for the item `ahead` items before the end while
 * more pages exist (loading the next page when it shows), undefined for every other item.
 */
export function useNearEndOf(
  list: { items: readonly unknown[]; hasMore: boolean; loadMore: () => void },
  ahead: number,
): (index: number) => NearEndRef {
  const ref = useNearEnd(list.loadMore);
  const at = Math.max(0, list.items.length - ahead);
  return (index) => (index === at && list.hasMore ? ref : undefined);
}
