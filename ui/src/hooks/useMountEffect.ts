/**
 * Runs `effect` once, after the first render, with that render's values: for what a page was
 * opened with (its path, its query, an auto-submit link, what was typed before hydration),
 * which later renders must not act on again. Later changes reach the component through its
 * callbacks, not through this effect.
 */
import { useEffect, type EffectCallback } from 'react';

export function useMountEffect(effect: EffectCallback): void {
  // Once on purpose: the dependencies are the first render's, see above.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(effect, []);
}
