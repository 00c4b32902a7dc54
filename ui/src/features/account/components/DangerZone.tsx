/** Danger zone (docs/accounts.md#account-deletion): deleting the merchant's account, behind a typed confirmation. */
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { useT } from '../../../i18n/useT';
import { AccountSection } from './AccountSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SectionNote } from './SectionNote';

interface Props {
  username: string;
}

export function DangerZone({ username }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountSection title={t('account.danger.title')} tone="danger">
      <SectionNote>{t('account.danger.body')}</SectionNote>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('account.delete.button')}
        </Button>
      </div>
      {confirming && <DeleteAccountDialog username={username} onClose={() => setConfirming(false)} />}
    </AccountSection>
  );
}
