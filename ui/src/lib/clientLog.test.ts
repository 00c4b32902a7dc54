import { afterEach, describe as suite, expect, it, vi } from 'vitest';
import { BUFFER_MAX, LINE_MAX, LogBuffer, describe, installClientLog, type LogLine } from './clientLog';

suite('client log buffer', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the newest 50 lines and hands them out once', () => {
    const buffer = new LogBuffer();
    for (let i = 0; i < BUFFER_MAX + 5; i += 1) buffer.push({ level: 'error', message: `line ${i}` });
    const taken = buffer.take();
    expect(taken).toHaveLength(BUFFER_MAX);
    expect(taken[0]?.message).toBe('line 5');
    expect(buffer.take()).toEqual([]);
  });

  it('describes errors by name, message and where, and cuts long lines', () => {
    const error = new TypeError('boom');
    expect(describe(['Saving failed', error])).toMatch(/^Saving failed TypeError: boom( \(.+\))?$/);
    expect(describe([{ status: 500 }])).toBe('{"status":500}');
    expect(describe(['x'.repeat(LINE_MAX + 10)])).toHaveLength(LINE_MAX);
  });

  it('uploads what the console reports in one batch after a pause, and keeps the console output', () => {
    vi.useFakeTimers();
    const sent: LogLine[][] = [];
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uninstall = installClientLog((lines) => sent.push(lines));
    console.error('Loading the theme failed', new Error('500'));
    console.warn('slow');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((l) => l.level)).toEqual(['error', 'warn']);
    expect(sent[0]?.[0]?.message).toContain('Loading the theme failed Error: 500');
    expect(printed).toHaveBeenCalledTimes(1);
    uninstall();
    printed.mockRestore();
    warned.mockRestore();
  });
});
