/**
 * Where a link preview was opened from, so its Back returns there. An experience
 * name in the multilink preview opens that experience's link preview; Back should then show the
 * multilink preview again, not the links list (docs/links.md#previews). The origin rides in the
 * link preview's query (`?multilink={id}`) rather than in browser history, so it survives a reload
 * or a link opened in a new tab, and the multilink preview has a path of its own
 * (`/admin/multilinks/preview/{id}`) to return to. It lives in domain/links because both the
 * multilinks and the link preview features need it and features do not import each other.
 */
import { buildQuery, queryParam } from '../../lib/query';
import { PATHS, normalisePath } from '../../lib/routes';

/** Query parameter of a link preview opened from a multilink preview. */
export const MULTILINK_ORIGIN_PARAM = 'multilink';

/** The multilinks page with the preview of `multilinkId` open over the list. */
export function multilinkPreviewPath(multilinkId: string): string {
  return `${PATHS.multilinks}/preview/${encodeURIComponent(multilinkId)}`;
}

/** The multilink id of a `/admin/multilinks/preview/{id}` path; null for any other path. */
export function multilinkPreviewId(path: string): string | null {
  const prefix = `${PATHS.multilinks}/preview/`;
  const normal = normalisePath(path);
  if (!normal.startsWith(prefix)) return null;
  const segment = normal.slice(prefix.length);
  if (segment === '' || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `previewHref` (a link preview path) marked as opened from the preview of `multilinkId`. */
export function fromMultilink(previewHref: string, multilinkId: string): string {
  const separator = previewHref.includes('?') ? '&' : '?';
  return `${previewHref}${separator}${buildQuery([[MULTILINK_ORIGIN_PARAM, multilinkId]])}`;
}

/**
 * Where a link preview's Back (and a finished delete) goes: the multilink preview named in its
 * query, else `listPath`. The id is only ever placed inside the multilinks path, so a crafted
 * query cannot send the user elsewhere.
 */
export function previewBackPath(query: string, listPath: string): string {
  const multilinkId = queryParam(query, MULTILINK_ORIGIN_PARAM)?.trim();
  return multilinkId ? multilinkPreviewPath(multilinkId) : listPath;
}
