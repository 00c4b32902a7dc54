/**
 * The disconnect-store confirmation (spec 1 §2.4, §4.5): the confirm button is enabled only when
 * the typed text is exactly "disconnect store"; the left button goes back. On success the
 * browser loads `after` (the server renders it with the store gone); a failure is only logged
 * and the button frees again (spec 1 §8).
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { disconnectStore } from '../api/disconnectStore';
import { canConfirmDisconnect, DISCONNECT_PHRASE } from '../disconnectRules';

interface Props {
  /** Where the browser goes once the store is disconnected. */
  after: string;
  onClose: () => void;
}

const FORM_ID = 'disconnect-store-form';

export function DisconnectStoreDialog({ after, onClose }: Props) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = canConfirmDisconnect(typed);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    try {
      await disconnectStore();
      window.location.assign(after);
    } catch (error) {
      console.error('Disconnecting the store failed', error);
      setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('store.disconnect.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('store.disconnect.back')}
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} disabled={!matches || busy}>
            {busy ? t('store.disconnect.disconnecting') : t('store.disconnect.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('store.disconnect.warning')}</p>
      <Form id={FORM_ID} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('store.disconnect.typePhrase', { phrase: DISCONNECT_PHRASE })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
        />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;
