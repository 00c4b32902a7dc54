/**
 * The dashboard's log buffer (docs/operations.md#client-logs): errors and warnings the app
 * writes to the console, and uncaught errors, are also kept (at most 50 lines) and uploaded to
 * `POST /api/logs/commit`, so an operator can read what went wrong in a merchant's browser.
 * The console keeps its output. Uploads are batched every few seconds and when the page is
 * hidden (with `keepalive`, so a closing tab still sends); an upload that fails is dropped, never
 * retried in a loop, and nothing it does can raise in the page.
 */

/** The server's batch limit. */
export const BUFFER_MAX = 50;
/** Longest line sent (the server's cap). */
export const LINE_MAX = 2000;
/** How long lines wait before an upload. */
const FLUSH_MS = 5000;

export type LogLevel = 'warn' | 'error';

export interface LogLine {
  level: LogLevel;
  message: string;
}

/** Turns console arguments into one line: errors by their name, message and first stack line. */
export function describe(args: readonly unknown[]): string {
  const parts = args.map((arg) => {
    if (arg instanceof Error) {
      const where = arg.stack?.split('\n')[1]?.trim();
      return where ? `${arg.name}: ${arg.message} (${where})` : `${arg.name}: ${arg.message}`;
    }
    if (typeof arg === 'string') return arg;
    try {
      return JSON.stringify(arg);
    } catch {
      return String(arg);
    }
  });
  return parts.join(' ').slice(0, LINE_MAX);
}

/** A buffer that keeps the newest `BUFFER_MAX` lines and hands them out once. */
export class LogBuffer {
  private lines: LogLine[] = [];

  push(line: LogLine): void {
    this.lines.push(line);
    if (this.lines.length > BUFFER_MAX) this.lines.splice(0, this.lines.length - BUFFER_MAX);
  }

  take(): LogLine[] {
    const out = this.lines;
    this.lines = [];
    return out;
  }

  get size(): number {
    return this.lines.length;
  }
}

type Send = (lines: LogLine[]) => void;

function sendToServer(lines: LogLine[]): void {
  void fetch('/api/logs/commit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ logs: lines }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Starts keeping the console's errors and warnings (once per page). `send` is for tests.
 * Returns a function that puts the console back.
 */
export function installClientLog(send: Send = sendToServer): () => void {
  const buffer = new LogBuffer();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (buffer.size > 0) send(buffer.take());
  };
  const keep = (level: LogLevel, args: readonly unknown[]) => {
    buffer.push({ level, message: describe(args) });
    timer ??= setTimeout(flush, FLUSH_MS);
  };
  const original = { error: console.error, warn: console.warn };
  console.error = (...args: unknown[]) => {
    original.error.apply(console, args);
    keep('error', args);
  };
  console.warn = (...args: unknown[]) => {
    original.warn.apply(console, args);
    keep('warn', args);
  };
  const onError = (event: ErrorEvent) => keep('error', [event.error ?? event.message]);
  const onRejection = (event: PromiseRejectionEvent) => keep('error', ['Unhandled rejection', event.reason]);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  // Absent outside a browser (unit tests run in Node).
  const page = typeof window === 'undefined' ? null : window;
  page?.addEventListener('error', onError);
  page?.addEventListener('unhandledrejection', onRejection);
  page?.document.addEventListener('visibilitychange', onHidden);
  return () => {
    console.error = original.error;
    console.warn = original.warn;
    page?.removeEventListener('error', onError);
    page?.removeEventListener('unhandledrejection', onRejection);
    page?.document.removeEventListener('visibilitychange', onHidden);
    if (timer) clearTimeout(timer);
  };
}
