import { describe, expect, it } from 'vitest';
import { clampZoom, cropRect, cropSize, outputSize, ratioValue } from './cropGeometry';

const WIDE = { width: 2000, height: 1000 };

describe('crop geometry', () => {
  it('reads ratios, free taking the picture shape', () => {
    expect(ratioValue('16:9', WIDE)).toBeCloseTo(16 / 9);
    expect(ratioValue('4:5', WIDE)).toBeCloseTo(0.8);
    expect(ratioValue('free', WIDE)).toBe(2);
  });

  it('fits the largest rect of the ratio and shrinks it with zoom', () => {
    expect(cropSize(WIDE, 1, 1)).toEqual({ width: 1000, height: 1000 });
    expect(cropSize(WIDE, 1, 2)).toEqual({ width: 500, height: 500 });
    expect(cropSize({ width: 1000, height: 2000 }, 16 / 9, 1)).toEqual({ width: 1000, height: 562.5 });
  });

  it('keeps zoom between 1 and 3', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(4)).toBe(3);
    expect(clampZoom(1.52)).toBe(1.52);
  });

  it('keeps the crop inside the picture when panned too far', () => {
    expect(cropRect(WIDE, 1, 1, { x: -500, y: 5000 })).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
    expect(cropRect(WIDE, 1, 2, { x: 1900, y: 500 })).toEqual({ x: 1500, y: 250, width: 500, height: 500 });
  });

  it('scales the export down to 1600px on the long side, never up', () => {
    expect(outputSize({ width: 3200, height: 1800 })).toEqual({ width: 1600, height: 900 });
    expect(outputSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });
});
