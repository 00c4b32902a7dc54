/**
 * A chart's series, one point per day, as SeriesChart draws it. Where the points come from is
 * the caller's (a link's daily figures: domain/links/dailySeries.ts).
 */
import type { Day } from './days';

export interface SeriesPoint {
  day: Day;
  value: number;
}

/** A series with nothing but zeros shows the "no data" message instead of a flat line. */
export const isEmptySeries = (points: readonly SeriesPoint[]) => points.every((point) => point.value === 0);
