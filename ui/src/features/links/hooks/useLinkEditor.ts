/**
 * What the look and short editors share: the draft (loaded or empty), the save flow, the
 * influencers for the admin fields, and the props of the EditorFrame around them.
 */
import type { EditorFrameState } from '../../../components/links/editor/EditorFrame';
import type { SessionUser } from '../../../generated/SessionUser';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import type { LinkType } from '../../../lib/links/types';
import type { Draft } from '../../../lib/links/editorState';
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
  frame: EditorFrameState;
}

export function useLinkEditor(
  kind: LinkType,
  user: SessionUser,
  linkId: string | null,
  onClose: () => void,
  onSaved: (created: boolean) => void,
  isValid: (draft: Draft) => boolean,
): LinkEditorState {
  const { draft, savedInfluencer, modified, update, replace } = useLinkDraft(kind, linkId, onClose);
  const { saving, problem, clearProblem, save } = useSaveDraft(user, linkId, replace, onSaved);
  const influencers = useInfluencers(user.isAdmin);
  return {
    draft,
    update,
    influencers,
    savedInfluencer,
    frame: {
      creating: linkId === null,
      loading: draft === null,
      canSave: draft !== null && modified && isValid(draft),
      saving,
      modified,
      problem,
      onClearProblem: clearProblem,
      onSave: () => draft && void save(draft),
      onClose,
    },
  };
}
