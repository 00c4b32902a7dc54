/**
 * A dialog that tells one thing and offers one way on: a success message ("reset email sent"),
 * a general error, or a message whose button leads to another address.
 */
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { Dialog } from './Dialog';

interface Props {
  title: string;
  message: string;
  buttonLabel: string;
  onClose: () => void;
  /** When set, the button is a link there instead of closing the dialog. */
  href?: string;
  tone?: 'info' | 'error';
}

export function MessageDialog({ title, message, buttonLabel, onClose, href, tone = 'info' }: Props) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      actions={
        href ? (
          <ButtonLink href={href}>{buttonLabel}</ButtonLink>
        ) : (
          <Button onClick={onClose} autoFocus>
            {buttonLabel}
          </Button>
        )
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
