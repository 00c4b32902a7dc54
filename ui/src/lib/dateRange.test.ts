import { describe, expect, it } from 'vitest';
import {
  apiDays,
  canApply,
  chartDays,
  clampDay,
  customRange,
  defaultPreset,
  defaultRange,
  draftToRange,
  isSelectableDay,
  pickDay,
  PRESETS,
  presetRange,
  rangeQuery,
} from './dateRange';
import { addDays, daysBetween, monthEnd, monthStart, utcDay, zonedDay } from './days';

const TODAY = '2026-03-15';

describe('presets', () => {
  it('are the seven intervals, in the selector order', () => {
    expect(PRESETS).toEqual(['last24Hours', 'last7Days', 'last30Days', 'last90Days', 'thisMonth', 'previousMonth', 'lifetime']);
  });
  it('default to the last 30 days for admins and this month for everyone else', () => {
    expect(defaultPreset(true)).toBe('last30Days');
    expect(defaultPreset(false)).toBe('thisMonth');
    expect(defaultRange(TODAY, true)).toEqual({ preset: 'last30Days', from: '2026-02-14', to: TODAY });
    expect(defaultRange(TODAY, false)).toEqual({ preset: 'thisMonth', from: '2026-03-01', to: TODAY });
  });
  it('last 24 hours are whole days: yesterday and today', () => {
    expect(presetRange('last24Hours', TODAY)).toEqual({ preset: 'last24Hours', from: '2026-03-14', to: TODAY });
    expect(presetRange('last24Hours', '2026-03-01')).toMatchObject({ from: '2026-02-28', to: '2026-03-01' });
  });
  it('last 7, 30 and 90 days end today and include it', () => {
    expect(presetRange('last7Days', TODAY)).toMatchObject({ from: '2026-03-09', to: TODAY });
    expect(presetRange('last30Days', TODAY)).toMatchObject({ from: '2026-02-14', to: TODAY });
    expect(presetRange('last90Days', TODAY)).toMatchObject({ from: '2025-12-16', to: TODAY });
    expect(daysBetween(presetRange('last90Days', TODAY).from, TODAY)).toHaveLength(90);
  });
  it('previous month is the whole month before, across years too', () => {
    expect(presetRange('previousMonth', TODAY)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('previousMonth', '2026-01-10')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });
  it('this month runs from its first day to today', () => {
    expect(presetRange('thisMonth', TODAY)).toMatchObject({ from: '2026-03-01', to: TODAY });
  });
  it('never starts before 2023-01-01', () => {
    expect(presetRange('last30Days', '2023-01-10').from).toBe('2023-01-01');
    expect(presetRange('last24Hours', '2023-01-01').from).toBe('2023-01-01');
  });
});

describe('what the API is asked for', () => {
  it('a range sends its days', () => {
    expect(rangeQuery(defaultRange(TODAY, false))).toBe('from_date=2026-03-01&to_date=2026-03-15');
    expect(rangeQuery(presetRange('last24Hours', TODAY))).toBe('from_date=2026-03-14&to_date=2026-03-15');
    expect(apiDays(customRange('2026-03-02', '2026-03-10', TODAY))).toEqual({ from: '2026-03-02', to: '2026-03-10' });
  });
  it('lifetime sends no dates (an open range), though the calendar shows 2023-01-01 to today', () => {
    const lifetime = presetRange('lifetime', TODAY);
    expect(lifetime).toMatchObject({ from: '2023-01-01', to: TODAY });
    expect(apiDays(lifetime)).toBeNull();
    expect(rangeQuery(lifetime)).toBe('');
  });
});

describe('chart days', () => {
  it('are every day of a range', () => {
    expect(chartDays(presetRange('last7Days', TODAY), {})).toEqual(daysBetween('2026-03-09', TODAY));
  });
  it('run from the first day the server sent to today for lifetime', () => {
    const lifetime = presetRange('lifetime', TODAY);
    expect(chartDays(lifetime, { '2026-03-13': {}, '2026-03-14': {} })).toEqual(['2026-03-13', '2026-03-14', TODAY]);
    expect(chartDays(lifetime, {})).toEqual([TODAY]);
  });
});

describe('custom ranges and the draft', () => {
  it('orders and clamps the ends', () => {
    expect(customRange('2026-04-01', '2022-05-01', TODAY)).toEqual({ preset: null, from: '2023-01-01', to: TODAY });
    expect(clampDay('2030-01-01', TODAY)).toBe(TODAY);
  });
  it('update needs a preset or both ends', () => {
    expect(canApply({ preset: null, start: null, end: null })).toBe(false);
    expect(canApply({ preset: null, start: '2026-03-01', end: null })).toBe(false);
    expect(canApply({ preset: null, start: '2026-03-01', end: '2026-03-02' })).toBe(true);
    expect(canApply({ preset: 'lifetime', start: null, end: null })).toBe(true);
  });
  it('two clicks make a range in either order; a third starts over', () => {
    let draft = pickDay({ preset: 'thisMonth', start: null, end: null }, '2026-03-10');
    expect(draft).toEqual({ preset: null, start: '2026-03-10', end: null });
    draft = pickDay(draft, '2026-03-02');
    expect(draft).toEqual({ preset: null, start: '2026-03-02', end: '2026-03-10' });
    expect(draftToRange(draft, TODAY)).toEqual({ preset: null, from: '2026-03-02', to: '2026-03-10' });
    expect(pickDay(draft, '2026-03-05')).toEqual({ preset: null, start: '2026-03-05', end: null });
  });
  it('only days from 2023-01-01 to today are selectable', () => {
    expect(isSelectableDay('2022-12-31', TODAY)).toBe(false);
    expect(isSelectableDay('2026-03-16', TODAY)).toBe(false);
    expect(isSelectableDay(TODAY, TODAY)).toBe(true);
  });
});

describe('days', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    expect(monthStart('2026-01-31', 1)).toBe('2026-02-01');
    expect(daysBetween('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
  });
  it("today is the merchant's day in their zone", () => {
    // 03:30 UTC on 15 March: still the 14th in Los Angeles, already the 15th in Tokyo.
    const instant = new Date(Date.UTC(2026, 2, 15, 3, 30));
    expect(zonedDay(instant, 'America/Los_Angeles')).toBe('2026-03-14');
    expect(zonedDay(instant, 'Asia/Tokyo')).toBe('2026-03-15');
    expect(zonedDay(instant, 'UTC')).toBe('2026-03-15');
    // 23:30 UTC on 31 December: already the new year in Jerusalem.
    expect(zonedDay(new Date(Date.UTC(2025, 11, 31, 23, 30)), 'Asia/Jerusalem')).toBe('2026-01-01');
  });
  it('falls back to the UTC day for a zone it does not know', () => {
    const instant = new Date(Date.UTC(2026, 2, 15, 3, 30));
    expect(zonedDay(instant, 'Mars/Olympus_Mons')).toBe(utcDay(instant));
    expect(zonedDay(instant, '')).toBe(utcDay(instant));
  });
});
