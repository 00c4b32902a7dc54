/**
 * The disconnect-store confirmation (docs/store.md#disconnect): the confirm button is enabled only
 * when the typed text is exactly "disconnect store"; the left button goes back. On success the
 * browser loads `after` (the server renders it with the store gone); a failure is only logged
 * and the button frees again.
 */
import { ConfirmPhraseDialog } from '../../../components/ConfirmPhraseDialog';
import { useT } from '../../../i18n/useT';
import { disconnectStore } from '../api/disconnectStore';
import { canConfirmDisconnect, DISCONNECT_PHRASE } from '../disconnectRules';

interface Props {
  /** Where the browser goes once the store is disconnected. */
  after: string;
  onClose: () => void;
}

export function DisconnectStoreDialog({ after, onClose }: Props) {
  const t = useT();
  return (
    <ConfirmPhraseDialog
      formId="disconnect-store-form"
      title={t('store.disconnect.title')}
      warning={t('store.disconnect.warning')}
      fieldLabel={t('store.disconnect.typePhrase', { phrase: DISCONNECT_PHRASE })}
      cancelLabel={t('store.disconnect.back')}
      confirmLabel={t('store.disconnect.confirm')}
      busyLabel={t('store.disconnect.disconnecting')}
      matches={canConfirmDisconnect}
      onConfirm={async () => {
        await disconnectStore();
        window.location.assign(after);
      }}
      describeFailure={(error) => {
        // No message on screen, only the log (docs/store.md#disconnect).
        console.error('Disconnecting the store failed', error);
        return null;
      }}
      onClose={onClose}
    />
  );
}
