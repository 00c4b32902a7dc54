/**
 * Delete confirmation for a multilink (docs/links.md#delete): "Delete this multilink?" with
 * Cancel or Delete; the call runs here, success tells the caller and a failure hands the error
 * up for the general error dialog. The list's cards and the preview both ask through it.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useT } from '../../../i18n/useT';
import { closeMultilink } from '../api/multilinks';

interface Props {
  multilinkId: string;
  onDeleted: (multilinkId: string) => void;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

export function DeleteMultilinkDialog({ multilinkId, onDeleted, onFailed, onClose }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await closeMultilink(multilinkId);
      onDeleted(multilinkId);
    } catch (error) {
      onFailed(error);
    }
  };
  return (
    <ConfirmDialog
      title={t('multilinks.delete.title')}
      message={t('multilinks.delete.message')}
      cancelLabel={t('multilinks.delete.cancel')}
      confirmLabel={t('multilinks.delete.confirm')}
      busy={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    />
  );
}
