/**
 * A yes/no confirmation (delete a link, discard changes): title, message, a left button that
 * backs out and a right button that confirms. While `busy`, both buttons wait.
 */
import { Button } from './Button';
import { Dialog } from './Dialog';

interface Props {
  title: string;
  message: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** Destructive confirmations use the danger button. */
  danger?: boolean;
}

export function ConfirmDialog({ title, message, cancelLabel, confirmLabel, onConfirm, onClose, busy = false, danger = true }: Props) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy} autoFocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
