import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate';

describe('abbreviateNumber', () => {
  it('leaves numbers under 1000 alone', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.5)).toBe('12.5');
  });
  it('uses K, M, B, T, P, E from 1000', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1500)).toBe('1.5K');
    expect(abbreviateNumber(2_000_000)).toBe('2M');
    expect(abbreviateNumber(3.2e9)).toBe('3.2B');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(1e15)).toBe('1P');
    expect(abbreviateNumber(1e18)).toBe('1E');
  });
  it('carries into the next unit when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
  });
  it('keeps the sign and guards non-finite values', () => {
    expect(abbreviateNumber(-1500)).toBe('-1.5K');
    expect(abbreviateNumber(Number.NaN)).toBe('0');
  });
});
