/**
 * The multilink create/edit dialog (docs/links.md#multilinks; 700px, full screen on
 * mobile): title (required), promocode (≤ 20), experiences A and B, and the tracking tags for
 * admins. Save is enabled only when something changed, the title is filled and both
 * experiences are valid. Leaving a changed form asks to discard; a failed save shows the
 * save-error dialog with one close button (the links editors' frame does both), except that a
 * promocode the store refused is said at the promocode field.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import type { UtmTags } from '../../../domain/links/types';
import { EditorFrame, type SaveProblem } from '../../../domain/links/editor/EditorFrame';
import { PromocodeField } from '../../../domain/links/editor/PromocodeField';
import { TitleField } from '../../../domain/links/editor/TitleField';
import { TrackingTagsField } from '../../../domain/links/editor/TrackingTagsField';
import { canCreatePromocodes } from '../../../domain/links/access';
import { saveErrorFor, saveFailure, type PromocodeSaveError } from '../../../domain/links/promocodeStore';
import { saveMultilink } from '../api/multilinks';
import { canSave, draftFromMultilink, newDraft, toBody, type ExperienceDraft, type MultilinkDraft } from '../draft';
import { complementShares } from '../experiences';
import { useDomains } from '../../../domain/links/editor/useDomains';
import { useMultilink } from '../hooks/useMultilink';
import { ExperienceFields } from './ExperienceFields';

/** Multilink edit dialog width (docs/links.md#editors). */
const EDITOR_WIDTH = 700;

interface Props {
  user: SessionUser;
  /** Null creates a new multilink. */
  multilinkId: string | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export function MultilinkEditorDialog({ user, multilinkId, onClose, onSaved }: Props) {
  const t = useT();
  const mode = multilinkId ? 'edit' : 'create';
  const saved = useMultilink(multilinkId, onClose);
  const domains = useDomains();
  const [draft, setDraft] = useState<MultilinkDraft>(newDraft);
  // The form mounts only once the saved multilink is in the draft, so fields that read their
  // first value once (the tracking-tags switch) see the saved one.
  const [ready, setReady] = useState(mode === 'create');
  const [modified, setModified] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [promocodeError, setPromocodeError] = useState<PromocodeSaveError | null>(null);

  useEffect(() => {
    if (!saved) return;
    setDraft(draftFromMultilink(saved));
    setReady(true);
  }, [saved]);

  const update = (next: MultilinkDraft) => {
    setDraft(next);
    setModified(true);
  };

  const setExperience = (index: 0 | 1, experience: ExperienceDraft) => {
    const experiences: [ExperienceDraft, ExperienceDraft] = [...draft.experiences];
    experiences[index] = experience;
    update({ ...draft, experiences });
  };

  const setShare = (index: 0 | 1, typed: string) => {
    const [a, b] = complementShares(index, typed);
    update({ ...draft, experiences: [{ ...draft.experiences[0], share: a }, { ...draft.experiences[1], share: b }] });
  };

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setPromocodeError(null);
    try {
      await saveMultilink(toBody(draft, user.businessId, mode), multilinkId);
      setSaving(false);
      onSaved(mode === 'create');
    } catch (error) {
      setSaving(false);
      // A refused promocode is said at its field; the dialog (and the log) is for the rest.
      const failure = saveFailure(error, draft.promocode);
      setPromocodeError(failure.promocode);
      if (!failure.dialog) return;
      console.warn('Multilink edit failed', error);
      setProblem('saveError');
    }
  };

  return (
    <EditorFrame
      title={mode === 'create' ? t('multilinks.edit.createTitle') : t('multilinks.edit.editTitle')}
      width={EDITOR_WIDTH}
      creating={mode === 'create'}
      loading={!ready}
      canSave={canSave(draft, modified, domains)}
      saving={saving}
      modified={modified}
      problem={problem}
      onClearProblem={() => setProblem(null)}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form
        data-multilink-editor={mode}
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <TitleField value={draft.title} onChange={(title) => update({ ...draft, title })} />
        <PromocodeField
          value={draft.promocode}
          onChange={(promocode) => update({ ...draft, promocode })}
          canCreate={canCreatePromocodes(user)}
          error={saveErrorFor(promocodeError, draft.promocode)}
        />
        {([0, 1] as const).map((index) => (
          <ExperienceFields
            key={index}
            index={index}
            experience={draft.experiences[index]}
            mode={mode}
            domains={domains}
            onChange={(experience) => setExperience(index, experience)}
            onShareChange={(typed) => setShare(index, typed)}
          />
        ))}
        {user.isAdmin && (
          <TrackingTagsField value={draft.tags} onChange={(tags: UtmTags) => update({ ...draft, tags })} />
        )}
      </Form>
    </EditorFrame>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
