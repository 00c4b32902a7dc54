/**
 * What a native `<dialog>` needs to act as a modal: opened with `showModal` once mounted (and
 * closed on unmount), a title id for `aria-labelledby`, and Escape routed to `onClose` instead
 * of the browser closing the element behind React's back. Used by Dialog and SheetDialog.
 *
 * `focusSelf`: the dialog itself takes the focus as it opens (it needs `tabIndex={-1}`), not its
 * first control. Content screens open from their address (a preview link, a reload) before any
 * tap or key, and Chrome then draws the focus ring on the focused control as if a key had been
 * pressed; on the dialog nothing shows, and the first Tab still reaches the back button, ring
 * and all.
 */
import { useEffect, useId, useRef, type SyntheticEvent } from 'react';

export function useModalDialog(onClose: () => void, { focusSelf = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') {
      dialog.showModal();
      if (focusSelf) dialog.focus();
    }
    return () => {
      if (dialog?.open) dialog.close();
    };
    // Opened once, as mounted; `focusSelf` is fixed per dialog kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return { ref, titleId, handleCancel };
}
