/**
 * The influencer form's state and save flow (docs/influencers.md): an empty draft for create or
 * the loaded influencer for edit, the username's availability (create only, 400 ms after typing
 * stops), the promocode the store confirms (told by the promocode field), and Save: only once
 * the form can save (lib: `canSaveInfluencer`, so a code the store lacks never costs an upload),
 * the picture is uploaded first if it is still local (the upload-error dialog otherwise), then
 * create or edit. The server's field messages go back to their fields; a create
 * refused at the plan's cap opens the cap dialog; anything else the save-error dialog.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveProblem } from '../../../domain/links/editor/EditorFrame';
import type { InfluencerOut } from '../../../generated/InfluencerOut';
import { useAvailability } from '../../../hooks/useAvailability';
import type { AvailabilityStatus } from '../../../lib/availabilityCheck';
import { ApiError } from '../../../lib/api';
import { usernameProblem } from '../../../lib/identityRules';
import { uploadImage, uploadRefusal } from '../../../lib/upload';
import { checkInfluencerUsername, fetchInfluencer, saveInfluencer } from '../api';
import { capBlockFromMessage, type CapBlock } from '../cap';
import {
  canSaveInfluencer,
  draftFromInfluencer,
  emptyInfluencerDraft,
  influencerBody,
  isDirty,
  type InfluencerDraft,
} from '../influencerForm';

export interface InfluencerForm {
  mode: 'create' | 'edit';
  /** Null while the influencer loads. */
  draft: InfluencerDraft | null;
  original: InfluencerDraft | null;
  update: (change: (draft: InfluencerDraft) => InfluencerDraft) => void;
  usernameStatus: AvailabilityStatus;
  /** For the promocode field: the code the store confirms, or null (Save waits for it). */
  setStoreCode: (code: string | null) => void;
  /** The server's messages (English) by field, from the last refused save. */
  serverErrors: Readonly<Record<string, string>>;
  canSave: boolean;
  modified: boolean;
  saving: boolean;
  problem: SaveProblem;
  /** The server's reason for a refused picture upload. */
  problemReason: string | null;
  clearProblem: () => void;
  save: () => void;
}

export function useInfluencerForm(
  username: string | null,
  onSaved: (influencer: InfluencerOut, created: boolean) => void,
  onLoadFailed: () => void,
  onCapBlocked: (block: NonNullable<CapBlock>) => void,
): InfluencerForm {
  const mode = username === null ? 'create' : 'edit';
  const [original, setOriginal] = useState<InfluencerDraft | null>(() => (username === null ? emptyInfluencerDraft() : null));
  const [draft, setDraft] = useState<InfluencerDraft | null>(original);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [problemReason, setProblemReason] = useState<string | null>(null);
  const [storeCode, setStoreCode] = useState<string | null>(null);
  const callbacks = useRef({ onSaved, onLoadFailed, onCapBlocked });
  callbacks.current = { onSaved, onLoadFailed, onCapBlocked };

  useEffect(() => {
    if (username === null) return;
    const controller = new AbortController();
    fetchInfluencer(username, controller.signal).then(
      (influencer) => {
        const loaded = draftFromInfluencer(influencer);
        setOriginal(loaded);
        setDraft(loaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading the influencer failed', error);
        callbacks.current.onLoadFailed();
      },
    );
    return () => controller.abort();
  }, [username]);

  const typedUsername = mode === 'create' ? (draft?.username ?? '') : '';
  const formatOk = typedUsername !== '' && usernameProblem(typedUsername) === null;
  const usernameStatus = useAvailability(typedUsername, formatOk, checkInfluencerUsername);

  const update = useCallback((change: (draft: InfluencerDraft) => InfluencerDraft) => {
    setDraft((current) => (current ? change(current) : current));
  }, []);

  const canSave =
    draft !== null &&
    original !== null &&
    canSaveInfluencer(draft, original, mode, usernameStatus === 'available', storeCode);

  const save = async () => {
    // Nothing is uploaded before the checks the form can make have passed.
    if (!draft || saving || !canSave) return;
    setSaving(true);
    setServerErrors({});
    let imageUrl = draft.image?.src ?? '';
    if (draft.image?.file) {
      try {
        imageUrl = await uploadImage(draft.image.file, 'profile.png');
        const uploaded = { src: imageUrl, file: null };
        setDraft((current) => (current ? { ...current, image: uploaded } : current));
      } catch (error) {
        console.warn('Uploading the profile image failed', error);
        setSaving(false);
        setProblemReason(uploadRefusal(error));
        setProblem('uploadError');
        return;
      }
    }
    try {
      const saved = await saveInfluencer(influencerBody(draft, imageUrl, mode), username);
      setSaving(false);
      callbacks.current.onSaved(saved, mode === 'create');
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0) {
        setServerErrors(Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => !!entry[1])));
        return;
      }
      const block = error instanceof ApiError && error.status === 403 ? capBlockFromMessage(error.message) : null;
      if (block) {
        callbacks.current.onCapBlocked(block);
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setServerErrors({ username: error.message });
        return;
      }
      console.warn('Influencer edit failed', error);
      setProblem('saveError');
    }
  };

  const modified = draft !== null && original !== null && isDirty(draft, original);
  return {
    mode,
    draft,
    original,
    update,
    usernameStatus,
    setStoreCode,
    serverErrors,
    canSave,
    modified,
    saving,
    problem,
    problemReason,
    clearProblem: () => setProblem(null),
    save: () => void save(),
  };
}
