import { describe, expect, it } from 'vitest';
import { allowedTypes, clampShare, complementShares, experienceLetter } from './experiences';

describe('experienceLetter', () => {
  it('names experiences A, B, C…', () => {
    expect([0, 1, 2, 25].map(experienceLetter)).toEqual(['A', 'B', 'C', 'Z']);
    expect(experienceLetter(26)).toBe('AA');
  });
});

describe('traffic shares', () => {
  it('keeps whole numbers from 0 to 100, snapping out-of-range values', () => {
    expect(clampShare(120)).toBe(100);
    expect(clampShare(-3)).toBe(0);
    expect(clampShare('33.6')).toBe(34);
    expect(clampShare('')).toBe(0);
  });
  it('sets the other share to the complement', () => {
    expect(complementShares(0, 30)).toEqual([30, 70]);
    expect(complementShares(1, 30)).toEqual([70, 30]);
    expect(complementShares(0, 150)).toEqual([100, 0]);
    expect(complementShares(1, -1)).toEqual([100, 0]);
  });
});

describe('allowedTypes', () => {
  it('create allows every type', () => {
    expect(allowedTypes('create', null)).toEqual(['LOOK', 'PRODUCT', 'COLLECTION', 'CUSTOM']);
  });
  it('edit switches only within the group', () => {
    expect(allowedTypes('edit', 'LOOK')).toEqual(['LOOK']);
    expect(allowedTypes('edit', 'CUSTOM')).toEqual(['PRODUCT', 'COLLECTION', 'CUSTOM']);
    expect(allowedTypes('edit', 'PRODUCT')).toEqual(['PRODUCT', 'COLLECTION', 'CUSTOM']);
  });
});
