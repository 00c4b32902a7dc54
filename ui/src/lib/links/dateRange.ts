/**
 * Date ranges of the analytics previews (docs/dashboard.md#date-range-selector): the predefined
 * intervals, the allowed span (2023-01-01 to today) and the query the API takes. Pure, with
 * "today" passed in, so the rules are testable and the server render is deterministic.
 */
import { buildQuery } from '../query';
import { addDays, daysBetween, monthEnd, monthStart, yearStart, type Day } from './days';

/** Nothing before this day can be chosen (docs/dashboard.md#date-range-selector). */
export const RANGE_MIN_DAY: Day = '2023-01-01';

export const PRESETS = ['thisMonth', 'lastMonth', 'last7Days', 'last30Days', 'thisYear', 'lifetime'] as const;
export type Preset = (typeof PRESETS)[number];

/** The default range is this month (docs/dashboard.md#date-range-selector). */
export const DEFAULT_PRESET: Preset = 'thisMonth';

/** A chosen range: a preset, or custom days. `from`/`to` are always filled and clamped. */
export interface DateRange {
  preset: Preset | null;
  from: Day;
  to: Day;
}

/** Keeps a day inside [RANGE_MIN_DAY, today]. */
export function clampDay(day: Day, today: Day): Day {
  if (day < RANGE_MIN_DAY) return RANGE_MIN_DAY;
  return day > today ? today : day;
}

/** The days a preset covers on `today`. */
export function presetRange(preset: Preset, today: Day): DateRange {
  const range = (from: Day, to: Day): DateRange => ({
    preset,
    from: clampDay(from, today),
    to: clampDay(to, today),
  });
  switch (preset) {
    case 'thisMonth':
      return range(monthStart(today), today);
    case 'lastMonth':
      return range(monthStart(today, -1), monthEnd(monthStart(today, -1)));
    case 'last7Days':
      return range(addDays(today, -6), today);
    case 'last30Days':
      return range(addDays(today, -29), today);
    case 'thisYear':
      return range(yearStart(today), today);
    case 'lifetime':
      return range(RANGE_MIN_DAY, today);
  }
}

export const defaultRange = (today: Day): DateRange => presetRange(DEFAULT_PRESET, today);

/** A custom range from two picked days in either order, clamped. */
export function customRange(a: Day, b: Day, today: Day): DateRange {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return { preset: null, from: clampDay(from, today), to: clampDay(to, today) };
}

/** What the selector has picked so far: a preset, one end of a range, or both ends. */
export interface RangeDraft {
  preset: Preset | null;
  start: Day | null;
  end: Day | null;
}

/** Update is enabled only when an interval or a full date range is chosen. */
export function canApply(draft: RangeDraft): boolean {
  return draft.preset !== null || (draft.start !== null && draft.end !== null);
}

/** Clicking a calendar day: the first click starts a range, the second completes it. */
export function pickDay(draft: RangeDraft, day: Day): RangeDraft {
  if (draft.start === null || draft.end !== null) return { preset: null, start: day, end: null };
  return day < draft.start
    ? { preset: null, start: day, end: draft.start }
    : { preset: null, start: draft.start, end: day };
}

/** The range a complete draft stands for; null while incomplete. */
export function draftToRange(draft: RangeDraft, today: Day): DateRange | null {
  if (draft.preset) return presetRange(draft.preset, today);
  if (draft.start && draft.end) return customRange(draft.start, draft.end, today);
  return null;
}

/** Whether a calendar day can be clicked. */
export const isSelectableDay = (day: Day, today: Day) => day >= RANGE_MIN_DAY && day <= today;

/** `from_date` / `to_date` query of the analytics calls (buildQuery: the SSR engine has no URLSearchParams). */
export function rangeQuery(range: Pick<DateRange, 'from' | 'to'>): string {
  return buildQuery([
    ['from_date', range.from],
    ['to_date', range.to],
  ]);
}

/** The days a range spans, for filling chart series. */
export const rangeDays = (range: DateRange): Day[] => daysBetween(range.from, range.to);
