import { describe, expect, it } from 'vitest';
import { availabilityTone, canFinish, DEFAULT_FILTERS, parseFilters, shouldLoadMore, toggleSelection } from './pickerSelection';

const id = (item: { id: string }) => item.id;
const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

describe('toggleSelection', () => {
  it('adds and removes by id', () => {
    expect(toggleSelection([a], b, 15, id)).toEqual({ selected: [a, b], limitReached: false });
    expect(toggleSelection([a, b], { id: 'a' }, 15, id)).toEqual({ selected: [b], limitReached: false });
  });

  it('replaces the selection when the limit is 1', () => {
    expect(toggleSelection([a], b, 1, id)).toEqual({ selected: [b], limitReached: false });
  });

  it('refuses an add past the maximum and reports it', () => {
    expect(toggleSelection([a, b], c, 2, id)).toEqual({ selected: [a, b], limitReached: true });
  });

  it('still allows removing at the maximum', () => {
    expect(toggleSelection([a, b], a, 2, id).selected).toEqual([b]);
  });
});

describe('canFinish', () => {
  it('needs between min and max', () => {
    expect(canFinish(0, 1, 15)).toBe(false);
    expect(canFinish(1, 1, 15)).toBe(true);
    expect(canFinish(0, 0, 15)).toBe(true);
    expect(canFinish(16, 1, 15)).toBe(false);
  });
});

describe('availabilityTone', () => {
  it('follows the 75% and 50% bands', () => {
    expect(availabilityTone(1)).toBe('good');
    expect(availabilityTone(0.75)).toBe('good');
    expect(availabilityTone(0.74)).toBe('fair');
    expect(availabilityTone(0.5)).toBe('fair');
    expect(availabilityTone(0.49)).toBe('poor');
  });
});

describe('shouldLoadMore', () => {
  it('loads near the last 7 items on desktop and 3 on mobile', () => {
    expect(shouldLoadMore(42, 50, false)).toBe(false);
    expect(shouldLoadMore(43, 50, false)).toBe(true);
    expect(shouldLoadMore(46, 50, true)).toBe(false);
    expect(shouldLoadMore(47, 50, true)).toBe(true);
  });
});

describe('parseFilters', () => {
  it('defaults to only active, out of stock included, tags not searched', () => {
    expect(parseFilters(null)).toEqual({ onlyActive: true, outOfStock: true, searchInTags: false });
    expect(parseFilters('not json')).toEqual(DEFAULT_FILTERS);
  });

  it('keeps stored booleans and defaults the rest', () => {
    expect(parseFilters('{"searchInTags":true,"onlyActive":"x"}')).toEqual({ ...DEFAULT_FILTERS, searchInTags: true });
  });
});
