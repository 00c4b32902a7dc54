/**
 * What a native `<dialog>` needs to act as a modal: opened with `showModal` once mounted (and
 * closed on unmount), a title id for `aria-labelledby`, and Escape routed to `onClose` instead
 * of the browser closing the element behind React's back. Used by Dialog and SheetDialog.
 */
import { useEffect, useId, useRef, type SyntheticEvent } from 'react';

export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return { ref, titleId, handleCancel };
}
