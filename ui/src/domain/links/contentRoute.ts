/**
 * The links and shorts areas' sub-paths (docs/links.md#lists; routes.ts DASHBOARD_SUB_PATHS): the
 * list at `/admin/links`, `/admin/links/edit/{id}` and `/admin/links/preview/{id}` (shorts alike).
 * Create has no path of its own: it is a dialog over the list, also opened by `?create=1`
 * (the mobile add menu).
 */
import { PATHS } from '../../lib/routes';
import { normalisePath } from '../../lib/routes';
import type { LinkType } from './types';

export type ContentRoute = { mode: 'list' } | { mode: 'edit'; id: string } | { mode: 'preview'; id: string };

export function listPath(kind: LinkType): string {
  return kind === 'LOOK' ? PATHS.links : PATHS.shorts;
}

export function editPath(kind: LinkType, id: string): string {
  return `${listPath(kind)}/edit/${encodeURIComponent(id)}`;
}

export function previewPath(kind: LinkType, id: string): string {
  return `${listPath(kind)}/preview/${encodeURIComponent(id)}`;
}

/** Reads the sub-path of a links or shorts path; anything else is the list. */
export function parseContentPath(path: string): ContentRoute {
  const [, , , sub, id, extra] = normalisePath(path).split('/');
  if ((sub === 'edit' || sub === 'preview') && id && extra === undefined) {
    let decoded = id;
    try {
      decoded = decodeURIComponent(id);
    } catch {
      // keep the raw segment
    }
    return { mode: sub, id: decoded };
  }
  return { mode: 'list' };
}
