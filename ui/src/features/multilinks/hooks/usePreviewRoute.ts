/**
 * Keeps the open multilink preview and the address bar in step, like the links editor's route:
 * opening pushes `/admin/multilinks/preview/{id}` without a page load (the list keeps its scroll
 * and pages), closing goes back over that entry (or, for a page opened at a preview path, puts
 * the list path in its place), and the browser's back button closes it. A page
 * opened at a preview path (Back from an experience's link preview lands there) starts with that
 * preview open, after mount, since dialogs are never part of the server markup.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { multilinkPreviewId, multilinkPreviewPath } from '../../../domain/links/previewOrigin';
import { PATHS } from '../../../lib/routes';
import { useMountEffect } from '../../../hooks/useMountEffect';

export interface PreviewRoute {
  previewId: string | null;
  openPreview: (multilinkId: string) => void;
  closePreview: () => void;
}

/** `initialId`: the multilink whose preview the page's path names, if any. */
export function usePreviewRoute(initialId: string | null): PreviewRoute {
  const [previewId, setPreviewId] = useState<string | null>(null);
  // Whether the open preview's history entry is ours to go back over.
  const pushed = useRef(false);

  useMountEffect(() => {
    if (initialId) setPreviewId(initialId);
    // Only the path the page was opened with counts; later changes come through the callbacks.
  });

  useEffect(() => {
    const handlePop = () => {
      pushed.current = false;
      setPreviewId(multilinkPreviewId(location.pathname));
    };
    window.addEventListener('popstate', handlePop);
    return () => window.removeEventListener('popstate', handlePop);
  }, []);

  const openPreview = useCallback((multilinkId: string) => {
    setPreviewId(multilinkId);
    history.pushState(history.state, '', multilinkPreviewPath(multilinkId));
    pushed.current = true;
  }, []);

  const closePreview = useCallback(() => {
    setPreviewId(null);
    if (multilinkPreviewId(location.pathname) === null) return;
    if (pushed.current) {
      pushed.current = false;
      history.back();
    } else {
      history.replaceState(history.state, '', PATHS.multilinks);
    }
  }, []);

  return { previewId, openPreview, closePreview };
}
