/**
 * Delete confirmation for a link or short (docs/links.md#delete): Cancel or Delete; the call
 * runs here, success tells the caller (which drops the item locally) and a failure hands the
 * error up for the general error dialog.
 */
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n/useT';
import { closeLink } from './api/links';

interface Props {
  linkId: string;
  onDeleted: (id: string) => void;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

export function DeleteLinkDialog({ linkId, onDeleted, onFailed, onClose }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await closeLink(linkId);
      onDeleted(linkId);
    } catch (error) {
      onFailed(error);
    }
  };
  return (
    <Dialog
      role="alertdialog"
      title={t('links.delete.title')}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('links.delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy} data-confirm-delete="">
            {busy ? t('links.delete.busy') : t('links.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('links.delete.message')}</p>
    </Dialog>
  );
}
