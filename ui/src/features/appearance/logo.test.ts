import { describe, expect, it } from 'vitest';
import { acceptsLogoFile, belowSuggested, logoSize } from './logo';

describe('logo crop', () => {
  it('takes the widest 4:1 frame of a picture, whatever its shape', () => {
    expect(logoSize({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 300 });
    expect(logoSize({ width: 2000, height: 400 })).toEqual({ width: 1600, height: 400 });
    expect(logoSize({ width: 600, height: 1000 })).toEqual({ width: 600, height: 150 });
  });

  it('shrinks the frame with the zoom and scales large crops down to 1600px wide', () => {
    expect(logoSize({ width: 1200, height: 900 }, 2)).toEqual({ width: 600, height: 150 });
    expect(logoSize({ width: 8000, height: 2000 })).toEqual({ width: 1600, height: 400 });
  });

  it('warns under the suggested 600 x 150 px', () => {
    expect(belowSuggested({ width: 600, height: 150 })).toBe(false);
    expect(belowSuggested({ width: 400, height: 100 })).toBe(true);
    expect(belowSuggested(logoSize({ width: 300, height: 300 }))).toBe(true);
  });

  it('accepts JPEG, PNG and WebP only', () => {
    expect(acceptsLogoFile({ type: 'image/jpeg' })).toBe(true);
    expect(acceptsLogoFile({ type: 'image/png' })).toBe(true);
    expect(acceptsLogoFile({ type: 'image/webp' })).toBe(true);
    expect(acceptsLogoFile({ type: 'image/gif' })).toBe(false);
    expect(acceptsLogoFile({ type: 'image/svg+xml' })).toBe(false);
    expect(acceptsLogoFile({ type: '' })).toBe(false);
  });
});
