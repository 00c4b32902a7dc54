/**
 * Forgot password (docs/accounts.md#password-reset): merchants give their username or email;
 * influencers give the merchant's username or email and their own. The server never says whether an
 * account exists, so success always opens the reset-email-sent dialog; a failed call opens the
 * general error dialog ("Something went wrong with the password reset" / "… sending the email").
 */
import { useRef, useState, type FormEvent } from 'react';
import { FormStack } from '../../../components/FormStack';
import { MessageDialog } from '../../../components/MessageDialog';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { requestInfluencerReset, requestMerchantReset } from '../api/requestPasswordReset';

interface Props {
  variant: 'merchant' | 'influencer';
}

type Outcome = { kind: 'sent' } | { kind: 'failed'; messageKey: MessageKey };

export function ForgotPasswordForm({ variant }: Props) {
  const t = useT();
  const influencer = variant === 'influencer';
  const [account, setAccount] = useState('');
  const [influencerAccount, setInfluencerAccount] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { username: setAccount, influencer_username: setInfluencerAccount });

  const valid = account.trim() !== '' && (!influencer || influencerAccount.trim() !== '');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    try {
      if (influencer) await requestInfluencerReset(account, influencerAccount);
      else await requestMerchantReset(account);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', messageKey: failureKey(error, influencer) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
        <TextField
          label={t(influencer ? 'forgotPassword.merchant' : 'forgotPassword.account')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        {influencer && (
          <TextField
            label={t('forgotPassword.influencerAccount')}
            name="influencer_username"
            autoCapitalize="none"
            spellCheck={false}
            value={influencerAccount}
            onChange={(event) => setInfluencerAccount(event.target.value)}
          />
        )}
        <SubmitButton
          ready={valid}
          busy={submitting}
          label={t('forgotPassword.submit')}
          busyLabel={t('forgotPassword.submitting')}
        />
      </FormStack>
      {outcome?.kind === 'sent' && (
        <MessageDialog
          title={t('forgotPassword.sent.title')}
          message={t('forgotPassword.sent.body')}
          buttonLabel={t('forgotPassword.sent.button')}
          onClose={() => setOutcome(null)}
        />
      )}
      {outcome?.kind === 'failed' && (
        <MessageDialog
          tone="error"
          title={t('errors.title')}
          message={t(outcome.messageKey)}
          buttonLabel={t('common.close')}
          onClose={() => setOutcome(null)}
        />
      )}
    </>
  );
}

function failureKey(error: unknown, influencer: boolean): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'rate_limited') return 'errors.rateLimited';
    if (error.code === 'timeout') return 'errors.timeout';
  }
  return influencer ? 'forgotPassword.failedInfluencer' : 'forgotPassword.failed';
}
