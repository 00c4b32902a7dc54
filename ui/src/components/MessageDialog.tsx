/**
 * A dialog that tells one thing and offers one way on: a success message ("reset email sent"),
 * a general error, or a message whose button leads to another address. A dialog that leads away
 * can also offer to stay (`cancelLabel`), so leaving the page is never the only choice but
 * Escape.
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
  /** With `href`: a button before the link that closes the dialog. */
  cancelLabel?: string;
  tone?: 'info' | 'error';
}

export function MessageDialog({ title, message, buttonLabel, onClose, href, cancelLabel, tone = 'info' }: Props) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      actions={
        href ? (
          <>
            {cancelLabel && (
              <Button variant="ghost" onClick={onClose}>
                {cancelLabel}
              </Button>
            )}
            <ButtonLink href={href}>{buttonLabel}</ButtonLink>
          </>
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
