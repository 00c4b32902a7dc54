/**
 * Calendar-day arithmetic on `YYYY-MM-DD` strings, the form the API uses for days. Days are
 * handled as UTC midnights so adding a day never trips over a daylight-saving change; the
 * platform `Date` is enough for this, so no date library is pulled in.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC day of a `Date`: the fallback where a time zone cannot be read. */
export function utcDay(date: Date): Day {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The day a `Date` falls on in an IANA time zone. The API counts days in the merchant's zone and
 * refuses a `to_date` after today there (docs/analytics.md#days-and-time-zones), so the
 * selector's "today" is the merchant's, not the viewer's. Without `Intl` (the server render's
 * QuickJS) or for a zone this browser does not know, the UTC day.
 */
export function zonedDay(date: Date, timeZone: string): Day {
  if (typeof Intl === 'undefined' || typeof Intl.DateTimeFormat !== 'function') return utcDay(date);
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    const day = `${part('year')}-${part('month')}-${part('day')}`;
    return isDay(day) ? day : utcDay(date);
  } catch {
    return utcDay(date); // RangeError: a zone name this browser does not know
  }
}

function toUtc(day: Day): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function addDays(day: Day, count: number): Day {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return utcDay(date);
}

/** First day of the month `offset` months from `day`'s month. */
export function monthStart(day: Day, offset = 0): Day {
  const date = toUtc(day);
  return utcDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1)));
}

/** Last day of `day`'s month. */
export function monthEnd(day: Day): Day {
  return addDays(monthStart(day, 1), -1);
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
