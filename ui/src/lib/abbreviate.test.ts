import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate';

describe('abbreviateNumber', () => {
  it('leaves numbers under 1000 alone, with up to two decimals', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.5)).toBe('12.5');
    expect(abbreviateNumber(12.345)).toBe('12.35');
  });
  it('uses K, M, B, T, P, E from 1000, with at most one decimal', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1250)).toBe('1.3K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(2_000_000)).toBe('2M');
    expect(abbreviateNumber(2_500_000)).toBe('2.5M');
    expect(abbreviateNumber(3.2e9)).toBe('3.2B');
    expect(abbreviateNumber(7e9)).toBe('7B');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(3e12)).toBe('3T');
    expect(abbreviateNumber(1e15)).toBe('1P');
    expect(abbreviateNumber(4e15)).toBe('4P');
    expect(abbreviateNumber(1e18)).toBe('1E');
    expect(abbreviateNumber(5e18)).toBe('5E');
  });
  it('rounds halves up, whatever binary fractions make of them', () => {
    expect(abbreviateNumber(1650)).toBe('1.7K');
    expect(abbreviateNumber(13_950)).toBe('14K');
    expect(abbreviateNumber(100_550)).toBe('100.6K');
  });
  it('carries into the next unit when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
    expect(abbreviateNumber(999_950_000)).toBe('1B');
  });
  it('keeps the sign and guards non-finite values', () => {
    expect(abbreviateNumber(-1500)).toBe('-1.5K');
    expect(abbreviateNumber(-32_550)).toBe('-32.6K');
    expect(abbreviateNumber(Number.NaN)).toBe('0');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
