/**
 * The one way the UI calls the server (docs/dashboard.md#requests): JSON to and from `/api`,
 * same-origin cookies for the session, a 20 s timeout, and the `{status, data | error}` envelope
 * unwrapped so callers get `data` or an `ApiError`.
 */
import type { ApiError as ApiErrorBody } from '../generated/ApiError';
import type { ErrorCode } from '../generated/ErrorCode';

/** API base (docs/dashboard.md#requests). */
export const API_BASE = '/api';

/** Request timeout (docs/dashboard.md#timings). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The timeout message (docs/dashboard.md#requests). The UI shows the catalogue's `errors.timeout` instead. */
export const TIMEOUT_MESSAGE = 'Request timed-out, please try again later.';

/** Server error codes plus the failures that happen before an envelope arrives. */
export type ApiErrorCode = ErrorCode | 'timeout' | 'network' | 'http' | 'invalid_response';

/** A failed call: HTTP status (0 when no response), a code, and field errors if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Readonly<Record<string, string | undefined>>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Readonly<Record<string, string | undefined>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Lets the request outlive the page (fetch's `keepalive`): for a call sent as the page goes
   * away, such as cancelling work the page started (the magic store's media), which the browser
   * would otherwise drop. The body must stay small (browsers cap keepalive bodies at 64 KB).
   */
  keepalive?: boolean;
  /** Injected in tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
}

type Envelope<T> = { status: true; data: T } | { status: false; error: ApiErrorBody };

/**
 * Sends one request to `API_BASE + path` and returns the envelope's `data`. A `FormData` body
 * is sent as multipart; anything else as JSON.
 * HTTP 204 yields `{}`; a non-OK status, `status: false`, a timeout or a network failure
 * throws `ApiError`.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, signal, keepalive, fetchImpl = fetch } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  // Multipart bodies (file uploads) go as they are: the browser sets their boundary header.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
      keepalive,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(0, 'network', message);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 204) return {} as T;

  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }

  if (envelope && envelope.status === false) {
    const { code, message, fields } = envelope.error;
    throw new ApiError(response.status, code, message, fields ?? {});
  }
  if (!response.ok) {
    throw new ApiError(response.status, 'http', `HTTP ${response.status}`);
  }
  if (!envelope || envelope.status !== true) {
    throw new ApiError(response.status, 'invalid_response', 'Response is not an API envelope');
  }
  return envelope.data;
}

export const apiGet = <T>(path: string, options?: RequestOptions) =>
  apiRequest<T>('GET', path, undefined, options);

export const apiPost = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  apiRequest<T>('POST', path, body, options);
