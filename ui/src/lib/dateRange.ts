/**
 * Date ranges of the analytics screens (docs/dashboard.md#date-range-selector): the predefined
 * intervals, the default per role, the allowed span (2023-01-01 to today) and the query the API
 * takes. Pure, with "today" (the merchant's) passed in, so the rules are testable and the server
 * render is deterministic.
 */
import { buildQuery } from './query';
import { addDays, daysBetween, isDay, monthEnd, monthStart, type Day } from './days';

/** Nothing before this day can be chosen (docs/dashboard.md#date-range-selector). */
export const RANGE_MIN_DAY: Day = '2023-01-01';

/** The predefined intervals, in the order the selector lists them. */
export const PRESETS = ['last24Hours', 'last7Days', 'last30Days', 'last90Days', 'thisMonth', 'previousMonth', 'lifetime'] as const;
export type Preset = (typeof PRESETS)[number];

/** Admins start on the last 30 days, everyone else on this month (docs/dashboard.md#date-range-selector). */
export const defaultPreset = (isAdmin: boolean): Preset => (isAdmin ? 'last30Days' : 'thisMonth');

/**
 * A chosen range: a preset, or custom days. `from`/`to` are always filled and clamped (lifetime
 * spans 2023-01-01 to today on the calendar, but the API is asked for no days: `apiDays`).
 */
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

/**
 * The days a preset covers on `today`. The API counts whole days, so "last 24 hours" is
 * yesterday and today, and "last N days" are N days ending today, today included.
 */
export function presetRange(preset: Preset, today: Day): DateRange {
  const range = (from: Day, to: Day): DateRange => ({
    preset,
    from: clampDay(from, today),
    to: clampDay(to, today),
  });
  switch (preset) {
    case 'last24Hours':
      return range(addDays(today, -1), today);
    case 'last7Days':
      return range(addDays(today, -6), today);
    case 'last30Days':
      return range(addDays(today, -29), today);
    case 'last90Days':
      return range(addDays(today, -89), today);
    case 'thisMonth':
      return range(monthStart(today), today);
    case 'previousMonth':
      return range(monthStart(today, -1), monthEnd(monthStart(today, -1)));
    case 'lifetime':
      return range(RANGE_MIN_DAY, today);
  }
}

/** The range a screen opens with, for the signed-in role. */
export const defaultRange = (today: Day, isAdmin: boolean): DateRange => presetRange(defaultPreset(isAdmin), today);

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

/** First and last day asked of the API. */
export interface DayRange {
  from: Day;
  to: Day;
}

/**
 * The days the API is asked for: the range's, or none for lifetime (an open range), so lifetime
 * is everything the server has rather than every day since 2023-01-01.
 */
export function apiDays(range: DateRange): DayRange | null {
  return range.preset === 'lifetime' ? null : { from: range.from, to: range.to };
}

/**
 * `from_date` / `to_date` query of the analytics calls, empty without days (lifetime);
 * buildQuery because the SSR engine has no URLSearchParams.
 */
export function daysQuery(days: DayRange | null): string {
  return days
    ? buildQuery([
        ['from_date', days.from],
        ['to_date', days.to],
      ])
    : '';
}

/** The query for a chosen range. */
export const rangeQuery = (range: DateRange): string => daysQuery(apiDays(range));

/**
 * The days a chart of the range shows, one point each: every day of the range; for lifetime,
 * from the first day the server sent (today when it sent none) to today.
 */
export function chartDays(range: DateRange, data: Readonly<Record<string, unknown>>): Day[] {
  if (range.preset !== 'lifetime') return daysBetween(range.from, range.to);
  const first = Object.keys(data).filter(isDay).sort()[0];
  return daysBetween(first !== undefined && first < range.to ? first : range.to, range.to);
}
