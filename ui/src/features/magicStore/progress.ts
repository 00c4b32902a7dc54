/**
 * The progress dialog's bar (docs/magic-store.md#the-page). No step knows how far along it is (the
 * server says only "pending", "in progress", "complete"), so the bar does not claim a share done:
 * every 50 ms its value moves on by 4, from 0 up to 200, then starts again, and each step starts
 * it at 0. From 0 to 100 the bar grows from the start edge to the full width; from 100 to 200 its
 * start edge follows until nothing is left at the end: one sweep every 2.5 s.
 */

/** Time between two moves of the bar. */
export const PROGRESS_TICK_MS = 50;
/** How far the value moves each time. */
export const PROGRESS_STEP = 4;
/** The value a sweep ends at. */
export const PROGRESS_END = 200;

export function nextProgress(value: number): number {
  return value >= PROGRESS_END ? 0 : value + PROGRESS_STEP;
}

/** Where the bar is drawn for `value`: its start and width, in percent of the track. */
export function barSpan(value: number): { start: number; width: number } {
  const start = Math.max(0, value - PROGRESS_END / 2);
  const end = Math.min(value, PROGRESS_END / 2);
  return { start, width: Math.max(0, end - start) };
}
