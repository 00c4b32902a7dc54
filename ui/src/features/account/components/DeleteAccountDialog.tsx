/**
 * Confirms deleting the account: the user types their username and the delete button is
 * enabled only for an exact match. On success the session is gone; the browser loads login.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../app/routes';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { canConfirmDelete } from '../accountRules';
import { deleteAccount } from '../api/deleteAccount';

interface Props {
  username: string;
  onClose: () => void;
}

const FORM_ID = 'delete-account-form';

export function DeleteAccountDialog({ username, onClose }: Props) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = canConfirmDelete(typed, username);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(typed);
      window.location.assign(PATHS.login);
    } catch (failure) {
      const fieldMessage = failure instanceof ApiError ? failure.fields.confirmation : undefined;
      setError(fieldMessage ? localizeServerMessage(t, fieldMessage) : t('errors.generic'));
      setDeleting(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('account.delete.dialogTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={deleting}>
            {t('account.delete.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} disabled={!matches || deleting}>
            {deleting ? t('account.delete.deleting') : t('account.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('account.delete.warning')}</p>
      <Form id={FORM_ID} onSubmit={handleSubmit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <TextField
          label={t('account.delete.typeUsername', { username })}
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
