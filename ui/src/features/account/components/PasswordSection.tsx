/**
 * Password (docs/accounts.md#password-reset): asks the server to email the signed-in person a reset
 * link; loading, then the email-sent dialog. A failure opens the general error dialog.
 */
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { MessageDialog } from '../../../components/MessageDialog';
import { useT } from '../../../i18n/useT';
import { requestPasswordResetEmail } from '../api/requestPasswordResetEmail';
import { AccountSection } from './AccountSection';
import { SectionNote } from './SectionNote';

interface Props {
  email: string;
}

type Outcome = 'sent' | 'failed' | null;

export function PasswordSection({ email }: Props) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleClick = async () => {
    setSending(true);
    try {
      await requestPasswordResetEmail();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountSection title={t('account.password.title')}>
      <SectionNote>{t('account.password.body')}</SectionNote>
      <div>
        <Button variant="secondary" onClick={handleClick} disabled={sending}>
          {sending ? t('account.password.sending') : t('account.password.button')}
        </Button>
      </div>
      {outcome === 'sent' && (
        <MessageDialog
          title={t('forgotPassword.sent.title')}
          message={t('account.password.sent', { email })}
          buttonLabel={t('forgotPassword.sent.button')}
          onClose={() => setOutcome(null)}
        />
      )}
      {outcome === 'failed' && (
        <MessageDialog
          tone="error"
          title={t('errors.title')}
          message={t('forgotPassword.failedInfluencer')}
          buttonLabel={t('common.close')}
          onClose={() => setOutcome(null)}
        />
      )}
    </AccountSection>
  );
}
