import { describe, expect, it } from 'vitest';
import { measurementIdInput, measurementIdOk, pixelIdInput, pixelIdOk } from './analyticsIds';

describe('pixel id', () => {
  it('is 15 or 16 digits, or empty', () => {
    expect(pixelIdOk('')).toBe(true);
    expect(pixelIdOk('123456789012345')).toBe(true);
    expect(pixelIdOk('1234567890123456')).toBe(true);
    expect(pixelIdOk('12345678901234')).toBe(false);
    expect(pixelIdOk('12345678901234567')).toBe(false);
    expect(pixelIdOk('12345678901234a')).toBe(false);
    expect(pixelIdOk('G-ABCD')).toBe(false);
  });
  it('drops the spaces of a pasted id', () => {
    expect(pixelIdInput(' 1234 5678 9012 345 ')).toBe('123456789012345');
    expect(pixelIdOk(pixelIdInput(' 1234 5678 9012 345 '))).toBe(true);
  });
});

describe('measurement id', () => {
  it('is G- and 4 to 12 letters or digits, or empty', () => {
    expect(measurementIdOk('')).toBe(true);
    expect(measurementIdOk('G-1A2B')).toBe(true);
    expect(measurementIdOk('G-1A2B3C4D5E6F')).toBe(true);
    expect(measurementIdOk('G-1A2')).toBe(false);
    expect(measurementIdOk('G-1A2B3C4D5E6F7')).toBe(false);
    expect(measurementIdOk('UA-12345-1')).toBe(false);
    expect(measurementIdOk('G-AB_12')).toBe(false);
    expect(measurementIdOk('1A2B3C4D')).toBe(false);
  });
  it('is kept upper case and without spaces, as the server stores it', () => {
    expect(measurementIdInput(' g-ab12 cd ')).toBe('G-AB12CD');
    expect(measurementIdOk('g-ab12cd')).toBe(true);
  });
});
