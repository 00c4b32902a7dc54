/**
 * What the look and short editors share: the draft (loaded or empty), the save flow, the
 * influencers for the admin fields, the promocode field's save error and whether it may create
 * codes, and the props of the EditorFrame around them.
 */
import { useCallback, useEffect } from 'react';
import type { EditorFrameState } from '../../../domain/links/editor/EditorFrame';
import type { SessionUser } from '../../../generated/SessionUser';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import type { LinkType } from '../../../domain/links/types';
import type { Draft } from '../../../domain/links/editorState';
import { canCreatePromocodes } from '../../../domain/links/access';
import { saveErrorFor } from '../../../domain/links/promocodeStore';
import { useInfluencers } from './useInfluencers';
import { useLinkDraft } from './useLinkDraft';
import { useSaveDraft } from './useSaveDraft';

export interface LinkEditorState {
  /** Null while the link loads. */
  draft: Draft | null;
  update: (change: (draft: Draft) => Draft) => void;
  influencers: InfluencerListItem[] | null;
  /** The influencer the link was saved with: the selector is fixed once there is one. */
  savedInfluencer: string | null;
  /** The promocode field's props but its value. */
  promocode: { onChange: (promocode: string) => void; canCreate: boolean; error: string | undefined };
  frame: EditorFrameState;
}

export function useLinkEditor(
  kind: LinkType,
  user: SessionUser,
  linkId: string | null,
  onClose: () => void,
  onSaved: (created: boolean) => void,
  isValid: (draft: Draft) => boolean,
  fixedInfluencer: string | null = null,
): LinkEditorState {
  const { draft, savedInfluencer, modified, update, replace } = useLinkDraft(kind, linkId, onClose, fixedInfluencer);
  const { saving, problem, problemReason, promocodeError, clearProblem, save } = useSaveDraft(user, linkId, replace, onSaved);
  const influencers = useInfluencers(user.isAdmin);
  // A fixed influencer's promocode fills the field once the influencers arrive, as picking does.
  const fixedCode = influencers?.find((i) => i.username === fixedInfluencer)?.promocode ?? null;
  useEffect(() => {
    if (fixedCode) update((d) => (d.promocode === '' ? { ...d, promocode: fixedCode } : d));
  }, [fixedCode, update]);
  // Stable: the field hands the store's spelling back from an effect.
  const setPromocode = useCallback((promocode: string) => update((d) => ({ ...d, promocode })), [update]);
  return {
    draft,
    update,
    influencers,
    savedInfluencer,
    promocode: {
      onChange: setPromocode,
      canCreate: canCreatePromocodes(user),
      error: saveErrorFor(promocodeError, draft?.promocode ?? ''),
    },
    frame: {
      creating: linkId === null,
      loading: draft === null,
      canSave: draft !== null && modified && isValid(draft),
      saving,
      modified,
      problem,
      problemReason,
      onClearProblem: clearProblem,
      onSave: () => draft && void save(draft),
      onClose,
    },
  };
}
