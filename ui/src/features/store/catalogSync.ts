/**
 * Catalog sync (docs/store.md#catalog-sync): the status the server reports, which line the sync
 * notice shows for it, when to keep polling, and which message a forced sync ends with. Pure, so
 * the notice and the force button stay thin and the rules are unit-tested.
 */
import type { MessageKey, MessageVars } from '../../i18n/catalogue';
import { ApiError } from '../../lib/api';

/** `GET /api/admin/v1/store/sync/status`. Times are the server's UTC time without a zone. */
export interface CatalogSyncStatus {
  status: 'none' | 'syncing' | 'done' | 'failed';
  productsSynced: number;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Polling interval while a sync runs (docs/store.md#catalog-sync). */
export const SYNC_POLL_MS = 3_000;

/** The approval toast closes after 2 s (docs/dashboard.md#timings). */
export const APPROVAL_TOAST_MS = 2_000;

/**
 * After a forced sync the server starts the run in the background, so the first answers may
 * still describe the previous run. The notice waits for the new one this many polls at most.
 */
export const MAX_START_WAITS = 10;

/** What the notice shows: the server's status, or `starting` while a forced run has not begun. */
export type SyncPhase = CatalogSyncStatus['status'] | 'starting';

export interface TextRef {
  key: MessageKey;
  vars?: MessageVars;
}

/**
 * Whether the answer describes a run that began after a forced sync was requested: a running
 * sync, or a run whose start differs from the one known when the button was pressed.
 */
export function hasNewRunStarted(status: CatalogSyncStatus, previousStartedAt: string | null): boolean {
  return status.status === 'syncing' || (status.startedAt !== null && status.startedAt !== previousStartedAt);
}

/** The phase to show for an answer; `awaitingStart` is true while a forced run has not shown up. */
export function syncPhase(status: CatalogSyncStatus, awaitingStart: boolean): SyncPhase {
  return awaitingStart && status.status !== 'syncing' ? 'starting' : status.status;
}

/** Poll again while the sync runs, or while a forced run has not started (a few times). */
export function shouldPoll(phase: SyncPhase, startWaits: number): boolean {
  if (phase === 'syncing') return true;
  return phase === 'starting' && startWaits < MAX_START_WAITS;
}

/**
 * Milliseconds since the epoch for a server time. The server sends UTC without a zone and with
 * up to nine fraction digits (`2025-01-02T03:04:05.123456`); JavaScript parses at most three.
 */
export function parseServerTime(text: string | null): number | null {
  if (!text) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ? match[3].slice(0, 4) : '';
  const ms = Date.parse(`${match[1]}T${match[2]}${fraction}${match[4] ?? 'Z'}`);
  return Number.isNaN(ms) ? null : ms;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago" (a future time counts as just now). */
export function relativeTime(thenMs: number, nowMs: number): TextRef {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds < 60) return { key: 'catalogSync.time.justNow' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'catalogSync.time.minutes', vars: { n: minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'catalogSync.time.hours', vars: { n: hours } };
  return { key: 'catalogSync.time.days', vars: { n: Math.floor(hours / 24) } };
}

/**
 * The notice's line for a phase, or null when there is nothing to say (no sync yet). `done`
 * carries the finishing time as a relative text, resolved by the caller (`when`).
 */
export function syncNoticeText(phase: SyncPhase, status: CatalogSyncStatus, nowMs: number): { text: TextRef; when: TextRef | null } | null {
  switch (phase) {
    case 'none':
      return null;
    case 'starting':
      return { text: { key: 'catalogSync.starting' }, when: null };
    case 'syncing':
      return { text: { key: 'catalogSync.syncing', vars: { n: status.productsSynced } }, when: null };
    case 'failed':
      return { text: { key: 'catalogSync.failed' }, when: null };
    case 'done': {
      const finished = parseServerTime(status.finishedAt);
      return {
        text: { key: 'catalogSync.done', vars: { n: status.productsSynced } },
        when: finished === null ? null : relativeTime(finished, nowMs),
      };
    }
  }
}

/** How a forced sync ended: started, answered `status: false`, or the request itself failed. */
export type ForceSyncOutcome = 'started' | 'refused' | 'requestFailed';

/**
 * Sorts a failed force-sync call. An answer in the envelope with `status: false` (400 no store,
 * 403 influencer, …) is an answer with `status: false`; a timeout, a network failure or an answer
 * that is not an envelope is a request failure.
 */
export function forceSyncFailure(error: unknown): ForceSyncOutcome {
  if (error instanceof ApiError && ['timeout', 'network', 'http', 'invalid_response'].includes(error.code)) {
    return 'requestFailed';
  }
  return error instanceof ApiError ? 'refused' : 'requestFailed';
}

/**
 * Success shows the approval text, status false the error text, and a request failure
 * the approval text as well (docs/store.md#catalog-sync).
 */
export function forceSyncMessage(outcome: ForceSyncOutcome): { tone: 'success' | 'error'; key: MessageKey } {
  return outcome === 'refused'
    ? { tone: 'error', key: 'catalogSync.force.failed' }
    : { tone: 'success', key: 'catalogSync.force.approved' };
}
