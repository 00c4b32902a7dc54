/**
 * Runs the save flow for an editor and holds what it shows meanwhile: the loader on the save
 * control, then the upload-error or save-error dialog, or the caller's success handling. A save
 * the server refused for its promocode keeps that message for the promocode field instead of
 * the dialog, which only shows when something else went wrong as well.
 */
import { useState } from 'react';
import type { SaveProblem } from '../../../domain/links/editor/EditorFrame';
import type { SessionUser } from '../../../generated/SessionUser';
import { saveLink } from '../../../domain/links/api/links';
import { uploadImage } from '../../../lib/upload';
import { toBody, type Draft } from '../../../domain/links/editorState';
import { saveFailure, type PromocodeSaveError } from '../../../domain/links/promocodeStore';
import { runSave } from '../saveFlow';

export interface SaveDraft {
  saving: boolean;
  problem: SaveProblem;
  /** The server's reason for a refused upload (the uploads' allowance, a file too large). */
  problemReason: string | null;
  /** The server's refusal of the promocode at the last save, for the field. */
  promocodeError: PromocodeSaveError | null;
  clearProblem: () => void;
  save: (draft: Draft) => Promise<void>;
}

export function useSaveDraft(
  user: SessionUser,
  linkId: string | null,
  replaceDraft: (draft: Draft) => void,
  onSaved: (created: boolean) => void,
): SaveDraft {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [problemReason, setProblemReason] = useState<string | null>(null);
  const [promocodeError, setPromocodeError] = useState<PromocodeSaveError | null>(null);

  const save = async (draft: Draft) => {
    if (saving) return;
    setSaving(true);
    setPromocodeError(null);
    const outcome = await runSave(draft, linkId, {
      upload: (file) => uploadImage(file),
      save: saveLink,
      toBody: (d) => toBody(d, { businessId: user.businessId, isAdmin: user.isAdmin }),
    });
    setSaving(false);
    if (outcome.kind === 'saved') {
      onSaved(outcome.created);
      return;
    }
    replaceDraft(outcome.draft);
    if (outcome.kind === 'uploadError') {
      setProblemReason(outcome.reason);
      setProblem(outcome.kind);
      return;
    }
    setProblemReason(null);
    // A refused promocode is the merchant's to fix at the field, not a failure to log.
    const failure = saveFailure(outcome.error, outcome.draft.promocode);
    setPromocodeError(failure.promocode);
    if (!failure.dialog) return;
    console.warn('Link edit failed', outcome.error);
    setProblem(outcome.kind);
  };

  return { saving, problem, problemReason, promocodeError, clearProblem: () => setProblem(null), save };
}
