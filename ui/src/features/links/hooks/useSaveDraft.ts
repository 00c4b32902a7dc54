/**
 * Runs the save flow for an editor and holds what it shows meanwhile: the loader on the save
 * control, then the upload-error or save-error dialog, or the caller's success handling.
 */
import { useState } from 'react';
import type { SaveProblem } from '../../../components/links/editor/EditorFrame';
import type { SessionUser } from '../../../generated/SessionUser';
import { saveLink } from '../../../lib/links/api/links';
import { uploadImage } from '../api/upload';
import { toBody, type Draft } from '../../../lib/links/editorState';
import { runSave } from '../saveFlow';

export interface SaveDraft {
  saving: boolean;
  problem: SaveProblem;
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

  const save = async (draft: Draft) => {
    if (saving) return;
    setSaving(true);
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
    if (outcome.kind === 'saveError') console.warn('Link edit failed', outcome.error);
    setProblem(outcome.kind);
  };

  return { saving, problem, clearProblem: () => setProblem(null), save };
}
