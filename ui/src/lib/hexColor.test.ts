import { describe, expect, it } from 'vitest';
import { isHexColor, sixDigitHex } from './hexColor';

describe('hex colours', () => {
  it('writes short and mixed-case colours as #rrggbb', () => {
    expect(sixDigitHex('#FfF')).toBe('#ffffff');
    expect(sixDigitHex(' #1A2b3C ')).toBe('#1a2b3c');
  });

  it('falls back for anything else', () => {
    expect(sixDigitHex('red')).toBe('#000000');
    expect(sixDigitHex(null, '#ffffff')).toBe('#ffffff');
    expect(sixDigitHex('#12345')).toBe('#000000');
  });

  it('tells hex colours apart', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#abcdef')).toBe(true);
    expect(isHexColor('abcdef')).toBe(false);
  });
});
