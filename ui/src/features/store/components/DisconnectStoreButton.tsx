/** The Disconnect store button and, once pressed, its confirmation dialog. */
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/Button';
import { useT } from '../../../i18n/useT';
import { DisconnectStoreDialog } from './DisconnectStoreDialog';

interface Props {
  /** Where the browser goes once the store is disconnected. */
  after: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function DisconnectStoreButton({ after, variant = 'secondary', size = 'md' }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setConfirming(true)}>
        {t('store.disconnect.button')}
      </Button>
      {confirming && <DisconnectStoreDialog after={after} onClose={() => setConfirming(false)} />}
    </>
  );
}
