/**
 * "QR code": a button that opens the QR code dialog of a public address. Cards and previews
 * place it beside their other actions; the dialog (and the `qrcode` package) exists only
 * while it is open.
 */
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { QrCodeDialog } from './QrCodeDialog';

interface Props {
  url: string;
  /** The link's id, which names the downloaded files. */
  id: string;
  variant?: ButtonVariant;
}

export function QrCodeButton({ url, id, variant = 'ghost' }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)} data-action="qr">
        <Icon name="qr" size={16} />
        {t('publicLink.qr')}
      </Button>
      {open && <QrCodeDialog url={url} id={id} onClose={() => setOpen(false)} />}
    </>
  );
}
