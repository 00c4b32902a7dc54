/**
 * Confirms deleting the account: the user types their username and the delete button is
 * enabled only for an exact match. On success the session is gone; the browser loads login.
 */
import { ConfirmPhraseDialog } from '../../../components/ConfirmPhraseDialog';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { localizeServerMessage } from '../../../lib/serverMessages';
import { canConfirmDelete } from '../accountRules';
import { deleteAccount } from '../api/deleteAccount';

interface Props {
  username: string;
  onClose: () => void;
}

export function DeleteAccountDialog({ username, onClose }: Props) {
  const t = useT();
  return (
    <ConfirmPhraseDialog
      formId="delete-account-form"
      title={t('account.delete.dialogTitle')}
      warning={t('account.delete.warning')}
      fieldLabel={t('account.delete.typeUsername', { username })}
      cancelLabel={t('account.delete.cancel')}
      confirmLabel={t('account.delete.confirm')}
      busyLabel={t('account.delete.deleting')}
      matches={(typed) => canConfirmDelete(typed, username)}
      onConfirm={async (typed) => {
        await deleteAccount(typed);
        window.location.assign(PATHS.login);
      }}
      describeFailure={(failure) => {
        // The server names what was wrong with the typed username; anything else is generic.
        const fieldMessage = failure instanceof ApiError ? failure.fields.confirmation : undefined;
        return fieldMessage ? localizeServerMessage(t, fieldMessage) : t('errors.generic');
      }}
      onClose={onClose}
    />
  );
}
