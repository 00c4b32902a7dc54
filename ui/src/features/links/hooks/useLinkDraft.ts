/**
 * The editor's draft: empty for create, or loaded by id for edit (a load failure closes the
 * editor, docs/links.md#editors). Keeps the original beside it for the modified state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLink } from '../../../domain/links/api/links';
import { draftFromLink, emptyDraft, isModified, type Draft } from '../../../domain/links/editorState';
import type { LinkType } from '../../../domain/links/types';

export interface LinkDraft {
  /** Null while the link loads. */
  draft: Draft | null;
  /** The influencer of the link as loaded (null for a new link). */
  savedInfluencer: string | null;
  modified: boolean;
  update: (change: (draft: Draft) => Draft) => void;
  replace: (draft: Draft) => void;
}

/** `fixedInfluencer`: a new link's influencer, set from the start (and so fixed, as a saved one). */
export function useLinkDraft(kind: LinkType, linkId: string | null, onLoadFailed: () => void, fixedInfluencer: string | null = null): LinkDraft {
  const [original, setOriginal] = useState<Draft | null>(() =>
    linkId === null ? { ...emptyDraft(kind), influencer: fixedInfluencer } : null,
  );
  const [draft, setDraft] = useState<Draft | null>(original);
  // Read when a load fails: the callback may change identity on every render.
  const loadFailed = useRef(onLoadFailed);
  loadFailed.current = onLoadFailed;

  useEffect(() => {
    if (linkId === null) return;
    const controller = new AbortController();
    fetchLink(linkId, controller.signal).then(
      (link) => {
        const loaded = draftFromLink(link);
        setOriginal(loaded);
        setDraft(loaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the link failed', error);
        loadFailed.current();
      },
    );
    return () => controller.abort();
  }, [linkId]);

  const update = useCallback((change: (draft: Draft) => Draft) => setDraft((current) => (current ? change(current) : current)), []);
  return {
    draft,
    savedInfluencer: original?.influencer ?? null,
    modified: draft !== null && original !== null && isModified(draft, original),
    update,
    replace: setDraft,
  };
}
