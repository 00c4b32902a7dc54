/**
 * Whether a sideways-scrolling box has more content past its inline end (right in English, left
 * in Hebrew), so a table can show a scroll hint while the rest is out of sight. Phones hide
 * scroll bars until the finger moves, and a cut-off table looks finished without one.
 * Re-checked on scroll and whenever the box or its content changes size; false on the server.
 */
import { useEffect, useRef, useState } from 'react';

export function useMoreToEnd<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    // In a right-to-left box scrollLeft runs from 0 down to negative values: its size counts.
    const update = () => setMore(box.scrollWidth - box.clientWidth - Math.abs(box.scrollLeft) > 1);
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  return { ref, more };
}
