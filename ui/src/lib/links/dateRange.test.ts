import { describe, expect, it } from 'vitest';
import {
  canApply,
  clampDay,
  customRange,
  defaultRange,
  draftToRange,
  isSelectableDay,
  pickDay,
  presetRange,
  rangeQuery,
} from './dateRange';
import { addDays, daysBetween, monthEnd, monthStart } from './days';

const TODAY = '2026-03-15';

describe('presets', () => {
  it('defaults to this month up to today', () => {
    expect(defaultRange(TODAY)).toEqual({ preset: 'thisMonth', from: '2026-03-01', to: TODAY });
  });
  it('last month is the whole previous month, across years too', () => {
    expect(presetRange('lastMonth', TODAY)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });
  it('last 7 and 30 days include today', () => {
    expect(presetRange('last7Days', TODAY)).toMatchObject({ from: '2026-03-09', to: TODAY });
    expect(presetRange('last30Days', TODAY)).toMatchObject({ from: '2026-02-14', to: TODAY });
  });
  it('this year and lifetime', () => {
    expect(presetRange('thisYear', TODAY)).toMatchObject({ from: '2026-01-01', to: TODAY });
    expect(presetRange('lifetime', TODAY)).toMatchObject({ from: '2023-01-01', to: TODAY });
  });
  it('never starts before 2023-01-01', () => {
    expect(presetRange('last30Days', '2023-01-10').from).toBe('2023-01-01');
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
  it('builds the API query', () => {
    expect(rangeQuery(defaultRange(TODAY))).toBe('from_date=2026-03-01&to_date=2026-03-15');
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
});
