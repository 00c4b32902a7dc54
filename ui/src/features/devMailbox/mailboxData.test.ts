import { describe, expect, it } from 'vitest';
import { readMailboxData, shortTimestamp, splitLinks } from './mailboxData';

const entry = { id: 'm1', to: 'a@b.example', subject: 'Hi', sentAt: '2026-11-22T03:31:43Z' };

describe('readMailboxData', () => {
  it('keeps well-formed entries and the open message', () => {
    expect(readMailboxData({ entries: [entry], message: { entry, text: 'body' } })).toEqual({
      entries: [entry],
      message: { entry, text: 'body' },
    });
  });

  it('drops malformed entries and messages instead of crashing the render', () => {
    expect(readMailboxData({ entries: [entry, { id: 1 }, null], message: { text: 3 } })).toEqual({
      entries: [entry],
      message: null,
    });
    expect(readMailboxData(null)).toEqual({ entries: [], message: null });
  });

  it('formats times without locale APIs', () => {
    expect(shortTimestamp('2026-11-22T03:31:43.123Z')).toBe('2026-11-22 03:31:43');
  });
});

describe('splitLinks', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(splitLinks('Open:\n\nhttp://x.example/verify-account?token=abc\n\nThanks')).toEqual([
      { kind: 'text', text: 'Open:\n\n' },
      { kind: 'link', text: 'http://x.example/verify-account?token=abc' },
      { kind: 'text', text: '\n\nThanks' },
    ]);
  });

  it('keeps closing punctuation out of the address and ignores other schemes', () => {
    expect(splitLinks('See https://a.example/x. Or javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.example/x' },
      { kind: 'text', text: '. Or javascript:alert(1)' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
