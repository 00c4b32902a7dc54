/**
 * Keeps the open editor and the address bar in step: editing pushes `/admin/links/edit/{id}`
 * without a page load (the list keeps its scroll and pages), closing puts the list path back,
 * and the browser's back button closes the editor. A page opened at an edit path, or with
 * `?create=1` (the mobile add menu), starts with that editor open; on links, `&products=…`
 * (trends' quick links) starts the new link with those products.
 */
import { useCallback, useEffect, useState } from 'react';
import { queryParam } from '../../../lib/query';
import { prefilledProductIds } from '../../../domain/links/prefill';
import { editPath, listPath, parseContentPath, type ContentRoute } from '../../../domain/links/contentRoute';
import type { LinkType } from '../../../domain/links/types';
import { useMountEffect } from '../../../hooks/useMountEffect';

/**
 * Which editor is open: a link id to edit, or null to create; `influencer` fixes a new link's
 * influencer (the influencer preview's create buttons open `?create=1&influencer={username}`);
 * `products` are the store ids a new look starts with (`?create=1&products=…`).
 */
export type OpenEditor = { id: string | null; influencer?: string; products?: string[] } | null;

export interface EditorRoute {
  editor: OpenEditor;
  openEditor: (id: string | null) => void;
  closeEditor: () => void;
}

export function useEditorRoute(kind: LinkType, route: ContentRoute, query: string, allowed: boolean): EditorRoute {
  const [editor, setEditor] = useState<OpenEditor>(null);

  useMountEffect(() => {
    // Opened after mount: dialogs are never part of the server markup.
    if (allowed && route.mode === 'edit') setEditor({ id: route.id });
    else if (allowed && queryParam(query, 'create') === '1') {
      const influencer = queryParam(query, 'influencer');
      const products = kind === 'LOOK' ? prefilledProductIds(query) : [];
      setEditor({ id: null, influencer: influencer ?? undefined, products });
    }
    // `?create=1` opened the dialog once; a reload should show the plain list.
    if (queryParam(query, 'create') !== null) history.replaceState(history.state, '', listPath(kind));
    // Only the route the page was opened with counts; later changes come through the callbacks.
  });

  useEffect(() => {
    const handlePop = () => {
      if (parseContentPath(location.pathname).mode !== 'edit') setEditor(null);
    };
    window.addEventListener('popstate', handlePop);
    return () => window.removeEventListener('popstate', handlePop);
  }, []);

  const openEditor = useCallback(
    (id: string | null) => {
      setEditor({ id });
      if (id !== null) history.pushState(history.state, '', editPath(kind, id));
    },
    [kind],
  );

  const closeEditor = useCallback(() => {
    setEditor(null);
    if (parseContentPath(location.pathname).mode === 'edit') history.replaceState(history.state, '', listPath(kind));
  }, [kind]);

  return { editor, openEditor, closeEditor };
}
