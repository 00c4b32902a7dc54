import { describe, expect, it } from 'vitest';
import { barSpan, nextProgress, PROGRESS_END, PROGRESS_STEP, PROGRESS_TICK_MS } from './progress';

describe('the progress bar', () => {
  it('moves by 4 every 50 ms up to 200, then starts again', () => {
    expect([PROGRESS_TICK_MS, PROGRESS_STEP, PROGRESS_END]).toEqual([50, 4, 200]);
    const values = [0];
    for (let i = 0; i < 52; i += 1) values.push(nextProgress(values[values.length - 1] ?? 0));
    expect(values.slice(0, 3)).toEqual([0, 4, 8]);
    expect(values[50]).toBe(200);
    expect(values[51]).toBe(0);
    expect(Math.max(...values)).toBe(200);
  });

  it('grows from the start edge to the full width, then leaves at the end', () => {
    expect(barSpan(0)).toEqual({ start: 0, width: 0 });
    expect(barSpan(40)).toEqual({ start: 0, width: 40 });
    expect(barSpan(100)).toEqual({ start: 0, width: 100 });
    expect(barSpan(140)).toEqual({ start: 40, width: 60 });
    expect(barSpan(200)).toEqual({ start: 100, width: 0 });
  });
});
