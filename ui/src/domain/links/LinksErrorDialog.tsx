/** The links features' general error (docs/links.md#delete): a failed delete or list action, one close button. */
import { MessageDialog } from '../../components/MessageDialog';
import { useT } from '../../i18n/useT';

export function LinksErrorDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <MessageDialog
      tone="error"
      title={t('links.error.title')}
      message={t('links.error.message')}
      buttonLabel={t('links.error.button')}
      onClose={onClose}
    />
  );
}
