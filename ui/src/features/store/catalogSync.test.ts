import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  APPROVAL_TOAST_MS,
  MAX_START_WAITS,
  SYNC_POLL_MS,
  forceSyncFailure,
  forceSyncMessage,
  hasNewRunStarted,
  parseServerTime,
  relativeTime,
  shouldPoll,
  syncNoticeText,
  syncPhase,
  type CatalogSyncStatus,
} from './catalogSync';

const status = (over: Partial<CatalogSyncStatus> = {}): CatalogSyncStatus => ({
  status: 'done',
  productsSynced: 216,
  startedAt: '2025-03-04T10:00:00.123456',
  finishedAt: '2025-03-04T10:00:05.654321',
  ...over,
});

const NOW = Date.UTC(2025, 2, 4, 10, 0, 30);

describe('constants', () => {
  it('polls every 3 s and closes the approval toast after 2 s', () => {
    expect(SYNC_POLL_MS).toBe(3000);
    expect(APPROVAL_TOAST_MS).toBe(2000);
  });
});

describe('parseServerTime', () => {
  it('reads the server time as UTC, microseconds included', () => {
    expect(parseServerTime('2025-03-04T10:00:05.654321')).toBe(Date.UTC(2025, 2, 4, 10, 0, 5, 654));
    expect(parseServerTime('2025-03-04T10:00:05')).toBe(Date.UTC(2025, 2, 4, 10, 0, 5));
  });

  it('keeps an explicit zone', () => {
    expect(parseServerTime('2025-03-04T12:00:05+02:00')).toBe(Date.UTC(2025, 2, 4, 10, 0, 5));
    expect(parseServerTime('2025-03-04T10:00:05.1Z')).toBe(Date.UTC(2025, 2, 4, 10, 0, 5, 100));
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseServerTime(null)).toBeNull();
    expect(parseServerTime('')).toBeNull();
    expect(parseServerTime('yesterday')).toBeNull();
  });
});

describe('relativeTime', () => {
  it('says just now under a minute, also for a time slightly ahead', () => {
    expect(relativeTime(NOW - 59_000, NOW)).toEqual({ key: 'catalogSync.time.justNow' });
    expect(relativeTime(NOW + 5_000, NOW)).toEqual({ key: 'catalogSync.time.justNow' });
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(NOW - 60_000, NOW)).toEqual({ key: 'catalogSync.time.minutes', vars: { n: 1 } });
    expect(relativeTime(NOW - 59 * 60_000, NOW)).toEqual({ key: 'catalogSync.time.minutes', vars: { n: 59 } });
    expect(relativeTime(NOW - 3 * 3600_000, NOW)).toEqual({ key: 'catalogSync.time.hours', vars: { n: 3 } });
    expect(relativeTime(NOW - 50 * 3600_000, NOW)).toEqual({ key: 'catalogSync.time.days', vars: { n: 2 } });
  });
});

describe('syncNoticeText', () => {
  it('says nothing before the first sync', () => {
    expect(syncNoticeText('none', status({ status: 'none', productsSynced: 0, startedAt: null, finishedAt: null }), NOW)).toBeNull();
  });

  it('shows the running count while syncing', () => {
    expect(syncNoticeText('syncing', status({ status: 'syncing', productsSynced: 50, finishedAt: null }), NOW)).toEqual({
      text: { key: 'catalogSync.syncing', vars: { n: 50 } },
      when: null,
    });
  });

  it('shows the count and when it finished once done', () => {
    expect(syncNoticeText('done', status(), NOW)).toEqual({
      text: { key: 'catalogSync.done', vars: { n: 216 } },
      when: { key: 'catalogSync.time.justNow' },
    });
    expect(syncNoticeText('done', status({ finishedAt: null }), NOW)?.when).toBeNull();
  });

  it('has a calm failure line and a starting line', () => {
    expect(syncNoticeText('failed', status({ status: 'failed' }), NOW)).toEqual({ text: { key: 'catalogSync.failed' }, when: null });
    expect(syncNoticeText('starting', status(), NOW)).toEqual({ text: { key: 'catalogSync.starting' }, when: null });
  });
});

describe('following a forced run', () => {
  const before = status();

  it('the previous run does not count as the new one', () => {
    expect(hasNewRunStarted(before, before.startedAt)).toBe(false);
    expect(syncPhase(before, true)).toBe('starting');
  });

  it('a running sync or a new start time does', () => {
    expect(hasNewRunStarted(status({ status: 'syncing' }), before.startedAt)).toBe(true);
    const next = status({ startedAt: '2025-03-04T10:05:00', finishedAt: '2025-03-04T10:05:02' });
    expect(hasNewRunStarted(next, before.startedAt)).toBe(true);
    expect(hasNewRunStarted(status({ status: 'none', startedAt: null }), null)).toBe(false);
  });

  it('shows the server status when not waiting, syncing even while waiting', () => {
    expect(syncPhase(before, false)).toBe('done');
    expect(syncPhase(status({ status: 'syncing' }), true)).toBe('syncing');
  });

  it('polls while syncing and a limited number of times while starting', () => {
    expect(shouldPoll('syncing', 0)).toBe(true);
    expect(shouldPoll('starting', 0)).toBe(true);
    expect(shouldPoll('starting', MAX_START_WAITS - 1)).toBe(true);
    expect(shouldPoll('starting', MAX_START_WAITS)).toBe(false);
    for (const phase of ['done', 'failed', 'none'] as const) expect(shouldPoll(phase, 0)).toBe(false);
  });
});

describe('force sync messages', () => {
  it('success shows the approval text', () => {
    expect(forceSyncMessage('started')).toEqual({ tone: 'success', key: 'catalogSync.force.approved' });
  });

  it('status false shows the error text', () => {
    expect(forceSyncMessage('refused')).toEqual({ tone: 'error', key: 'catalogSync.force.failed' });
  });

  it('a request failure shows the approval text as well', () => {
    expect(forceSyncMessage('requestFailed')).toEqual({ tone: 'success', key: 'catalogSync.force.approved' });
  });

  it('sorts failures: an error envelope is status false, the rest request failures', () => {
    expect(forceSyncFailure(new ApiError(400, 'bad_request', 'Connect a store first'))).toBe('refused');
    expect(forceSyncFailure(new ApiError(403, 'forbidden', 'Only the merchant can sync products'))).toBe('refused');
    expect(forceSyncFailure(new ApiError(0, 'timeout', 'Request timed-out'))).toBe('requestFailed');
    expect(forceSyncFailure(new ApiError(0, 'network', 'Failed to fetch'))).toBe('requestFailed');
    expect(forceSyncFailure(new ApiError(502, 'http', 'HTTP 502'))).toBe('requestFailed');
    expect(forceSyncFailure(new ApiError(200, 'invalid_response', 'not an envelope'))).toBe('requestFailed');
    expect(forceSyncFailure(new TypeError('boom'))).toBe('requestFailed');
  });
});
