/**
 * The frame the look, short and multilink editors share (docs/links.md#editors): the sheet with
 * back and Create / Save (a loader while saving; enabled only when modified and valid), a loader
 * while the link loads, the discard-changes confirmation when leaving a modified form, and
 * the upload-error and save-error dialogs with one close button.
 */
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { MessageDialog } from '../../../components/MessageDialog';
import { SheetDialog } from '../../../components/SheetDialog';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { localizeServerMessage } from '../../../lib/serverMessages';

/** The dialog a failed save leaves open. */
export type SaveProblem = 'uploadError' | 'saveError' | null;

/** EditorFrame's props but its title, width and children. */
export interface EditorFrameState {
  creating: boolean;
  loading: boolean;
  canSave: boolean;
  saving: boolean;
  modified: boolean;
  problem: SaveProblem;
  /** The server's reason for a refused upload, shown under the dialog's text. */
  problemReason?: string | null;
  onClearProblem: () => void;
  onSave: () => void;
  onClose: () => void;
}

interface Props extends EditorFrameState {
  title: string;
  width: number;
  children: ReactNode;
}

export function EditorFrame(props: Props) {
  const t = useT();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const back = () => (props.modified && !props.saving ? setConfirmDiscard(true) : !props.saving && props.onClose());
  return (
    <SheetDialog
      title={props.title}
      width={props.width}
      backLabel={t('edit.back')}
      onClose={back}
      action={
        <Button onClick={props.onSave} disabled={!props.canSave || props.saving} aria-busy={props.saving} data-save-link="">
          {props.saving && <Spinner label={t('edit.saving')} size={16} />}
          {props.creating ? t('edit.create') : t('edit.save')}
        </Button>
      }
    >
      {props.loading ? <Spinner label={t('common.loading')} /> : props.children}
      {confirmDiscard && (
        <Dialog
          role="alertdialog"
          title={t('edit.discard.title')}
          onClose={() => setConfirmDiscard(false)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setConfirmDiscard(false)}>
                {t('edit.discard.keep')}
              </Button>
              <Button variant="danger" onClick={props.onClose}>
                {t('edit.discard.leave')}
              </Button>
            </>
          }
        >
          <p>{t('edit.discard.message')}</p>
        </Dialog>
      )}
      {props.problem && (
        <MessageDialog
          tone="error"
          title={t(props.problem === 'uploadError' ? 'edit.uploadError.title' : 'edit.saveError.title')}
          message={
            props.problem === 'uploadError'
              ? [t('edit.uploadError.message'), props.problemReason ? localizeServerMessage(t, props.problemReason) : '']
                  .filter(Boolean)
                  .join(' ')
              : t('edit.saveError.message')
          }
          buttonLabel={t('common.close')}
          onClose={props.onClearProblem}
        />
      )}
    </SheetDialog>
  );
}
