/**
 * A section's See all / Hide state: collapsed to its height at first, with the toggle offered
 * while the list is taller than that (measured in the browser, again whenever the list resizes:
 * more cards, a narrower window). Keyboard users are not trapped in the hidden part: focusing a
 * card below the fold opens the section.
 */
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { offersToggle } from '../sections';

export interface Collapsible {
  expanded: boolean;
  toggle: () => void;
  /** Whether to show See all / Hide. */
  offered: boolean;
  /** On the list itself, to measure it. */
  listRef: (element: HTMLElement | null) => void;
  /** On the box that clips the list. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export function useCollapsible(collapsedHeight: number): Collapsible {
  const [expanded, setExpanded] = useState(false);
  const [list, listRef] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    if (!list) return;
    const measure = () => setHeight(list.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [list]);

  const toggle = useCallback(() => setExpanded((open) => !open), []);
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (expanded) return;
      const box = event.currentTarget.getBoundingClientRect();
      if (event.target.getBoundingClientRect().bottom > box.top + collapsedHeight) setExpanded(true);
    },
    [expanded, collapsedHeight],
  );

  return {
    expanded,
    toggle,
    offered: offersToggle(height, collapsedHeight, expanded),
    listRef,
    onFocus,
  };
}
