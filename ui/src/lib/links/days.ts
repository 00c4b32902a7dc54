/**
 * Calendar-day arithmetic on `YYYY-MM-DD` strings, the form the API uses for days. Days are
 * handled as UTC midnights so adding a day never trips over a daylight-saving change; the
 * platform `Date` is enough for this, so no date library is pulled in.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The UTC day of a `Date`. The API counts days in UTC and refuses a `to_date` after its today
 * (docs/links-api.md), so "today" in the selector is the UTC day, not the viewer's.
 */
export function utcDay(date: Date): Day {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function toUtc(day: Day): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): Day {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: Day, count: number): Day {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtc(date);
}

/** First day of the month `offset` months from `day`'s month. */
export function monthStart(day: Day, offset = 0): Day {
  const date = toUtc(day);
  return fromUtc(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)));
}

/** Last day of `day`'s month. */
export function monthEnd(day: Day): Day {
  return addDays(monthStart(day, 1), -1);
}

export function yearStart(day: Day): Day {
  return `${day.slice(0, 4)}-01-01`;
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Weekday 0 (Sunday) to 6. */
export function weekday(day: Day): number {
  return toUtc(day).getUTCDay();
}

export const isDay = (value: string): value is Day => /^\d{4}-\d{2}-\d{2}$/.test(value);
