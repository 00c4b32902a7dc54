/**
 * The magic store's calls (docs/magic-store.md): an upload address, the upload itself (a `PUT`
 * straight to the file store, not through `/api`), the compression job and how it stands, the
 * product search in the compressed media, and cancel, which stops the job and removes its files.
 * The merchant's only: influencers get 403, as do free plans and AI tagging off.
 */
import type { CompressionStarted } from '../../generated/CompressionStarted';
import type { CompressionState } from '../../generated/CompressionState';
import type { MediaSearch } from '../../generated/MediaSearch';
import type { PresignedUrl } from '../../generated/PresignedUrl';
import { ApiError, apiPost } from '../../lib/api';

const MEDIA = '/admin/v1/media';

/** The search reads every frame of a video against the catalog: it may take a while. */
export const SEARCH_TIMEOUT_MS = 60_000;
/** An upload address's lifetime (the server's): long enough for 150 MB on a slow connection. */
export const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/** An address to upload `filename` of `contentType` to, and the file's address afterwards. */
export function requestUploadUrl(filename: string, contentType: string, signal?: AbortSignal): Promise<PresignedUrl> {
  return apiPost<PresignedUrl>(`${MEDIA}/presigned-url`, { filename, content_type: contentType }, { signal });
}

/**
 * Sends the file to its upload address: our own signed address or a bucket's presigned URL, so
 * the only header is the `Content-Type` the address was made for (anything more would break a
 * bucket's signature) and no cookie goes with it. A refusal with our envelope carries its
 * message; any other failure is an `ApiError` of code `http` (a bucket answers in XML).
 */
export async function uploadFile(address: string, file: Blob, contentType: string, signal?: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPLOAD_TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let response: Response;
  try {
    response = await fetch(address, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': contentType },
      // The address carries its own authority: the session cookie is not needed, even for ours.
      credentials: 'omit',
      signal: controller.signal,
    });
  } catch (cause) {
    throw new ApiError(0, 'network', cause instanceof Error ? cause.message : String(cause));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  if (response.ok) return;
  const envelope = (await response.json().catch(() => null)) as { error?: { code: ApiError['code']; message: string } } | null;
  if (envelope?.error) throw new ApiError(response.status, envelope.error.code, envelope.error.message);
  throw new ApiError(response.status, 'http', `HTTP ${response.status}`);
}

/** Checks the uploaded file and queues its compression. */
export function startCompression(fileUrl: string, signal?: AbortSignal): Promise<CompressionStarted> {
  return apiPost<CompressionStarted>(`${MEDIA}/trigger-compression`, { file_url: fileUrl }, { signal });
}

export function compressionStatus(jobId: string, signal?: AbortSignal): Promise<CompressionState> {
  return apiPost<CompressionState>(`${MEDIA}/check-compression-status`, { job_id: jobId }, { signal });
}

/** The catalog's products in the compressed media, best first. */
export function searchProducts(mediaUrl: string, signal?: AbortSignal): Promise<MediaSearch> {
  return apiPost<MediaSearch>('/admin/v1/products/media/search/url', { media_url: mediaUrl }, { signal, timeoutMs: SEARCH_TIMEOUT_MS });
}

/** What to cancel: the compression job, or (before one was asked for) the uploaded file. */
export type CancelTarget = { job_id: string } | { file_url: string };

/** Stops the job and removes every file of the media; `keepalive` as the page goes away. */
export async function cancelMedia(target: CancelTarget, keepalive = false): Promise<void> {
  await apiPost<unknown>(`${MEDIA}/cancel`, target, { keepalive });
}
