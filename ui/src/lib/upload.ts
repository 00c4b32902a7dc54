/**
 * `POST /api/admin/v1/file/upload` (docs/links.md#images): one image as the multipart field
 * `file_resource`; `data` is the uploaded file's URL. Uploads get 60 s instead of
 * the default 20 s because a phone on a slow network sends megabytes here. A failed envelope
 * rejects with its `ApiError`. Shared by the link editors and the influencer form.
 */
import { ApiError, apiPost } from './api';

/** Image upload timeout (docs/links.md#images). */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** Uploads one file and resolves with its public URL. */
export async function uploadImage(file: Blob, fileName = 'image.png', signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file_resource', file, fileName);
  const data = await apiPost<unknown>('/admin/v1/file/upload', form, { timeoutMs: UPLOAD_TIMEOUT_MS, signal });
  const url = typeof data === 'string' ? data : (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '') throw new Error('Upload answered without a file URL');
  return url;
}

/**
 * Why the server refused an upload, in its words, when it said something a person can act on: the
 * uploads' allowance (429), a file too large (413) or not an image it takes (a 4xx with a
 * message). Null for a network failure, a timeout or a server error: the dialog's own text covers those.
 */
export function uploadRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const field = Object.values(error.fields).find((message): message is string => Boolean(message));
  return field ?? (error.message.trim() === '' ? null : error.message);
}
