import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromocodeCheck } from '../../generated/PromocodeCheck';
import { ApiError } from '../../lib/api';
import { scheduleCheck, type CheckCall } from './promocodeCheck';
import { PROMOCODE_CHECK_DELAY_MS, type CodeCheck } from './promocodeStore';

const SUMMER = { code: 'SUMMER10', title: 'Summer', summary: '10% off entire order', active: true };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function answering(answer: () => Promise<PromocodeCheck>) {
  const signals: AbortSignal[] = [];
  const call = vi.fn<CheckCall>((_code, signal) => {
    signals.push(signal);
    return answer();
  });
  return { call, signals };
}

describe('scheduleCheck', () => {
  it('asks once typing has stopped for 400 ms and passes the answer on', async () => {
    const { call } = answering(async () => ({ code: 'summer10', found: SUMMER }));
    const answers: CodeCheck[] = [];
    scheduleCheck('summer10', call, (a) => answers.push(a));
    await vi.advanceTimersByTimeAsync(PROMOCODE_CHECK_DELAY_MS - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledWith('summer10', expect.any(AbortSignal));
    expect(answers).toEqual([{ code: 'summer10', status: 'found', found: SUMMER }]);
  });

  it('answers missing when the store has no such code', async () => {
    const { call } = answering(async () => ({ code: 'NEW1', found: null }));
    const answers: CodeCheck[] = [];
    scheduleCheck('NEW1', call, (a) => answers.push(a));
    await vi.runAllTimersAsync();
    expect(answers).toEqual([{ code: 'NEW1', status: 'missing' }]);
  });

  it('answers failed when the store could not be asked', async () => {
    const { call } = answering(async () => {
      throw new ApiError(502, 'http', 'HTTP 502');
    });
    const answers: CodeCheck[] = [];
    scheduleCheck('NEW1', call, (a) => answers.push(a));
    await vi.runAllTimersAsync();
    expect(answers).toEqual([{ code: 'NEW1', status: 'failed' }]);
  });

  it('cancelled before the delay, never asks', async () => {
    const { call } = answering(async () => ({ code: 'A', found: null }));
    const cancel = scheduleCheck('A', call, () => undefined);
    await vi.advanceTimersByTimeAsync(200);
    cancel();
    await vi.runAllTimersAsync();
    expect(call).not.toHaveBeenCalled();
  });

  it('cancelled while asking, aborts the request and drops its answer', async () => {
    let resolve: (answer: PromocodeCheck) => void = () => undefined;
    const { call, signals } = answering(() => new Promise((r) => (resolve = r)));
    const answers: CodeCheck[] = [];
    const cancel = scheduleCheck('A', call, (a) => answers.push(a));
    await vi.advanceTimersByTimeAsync(PROMOCODE_CHECK_DELAY_MS);
    cancel();
    expect(signals[0]?.aborted).toBe(true);
    resolve({ code: 'A', found: null });
    await vi.runAllTimersAsync();
    expect(answers).toEqual([]);
  });
});
