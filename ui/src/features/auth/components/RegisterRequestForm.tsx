/**
 * The temporary sign-up request landing form (docs/accounts.md#sign-up-requests): name, email,
 * description, Send. Success opens a dialog whose button goes to the address the server names
 * (`data.link` of the answer, or of the page props); a failure shows the send-contact-info error banner.
 */
import { useRef, useState } from 'react';
import { Banner } from '../../../components/Banner';
import { FormStack } from '../../../components/FormStack';
import { MessageDialog } from '../../../components/MessageDialog';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { fieldMessages } from '../../../lib/serverMessages';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { isValidEmail, normalizeEmail } from '../../../lib/identityRules';
import { sendSignupRequest } from '../api/sendSignupRequest';
import { useSubmission } from '../hooks/useSubmission';
import { canSendSignupRequest } from '../signupRequestRules';

interface Props {
  /** Where the success dialog's button goes when the answer names no link (page props). */
  fallbackLink: string;
}

interface Failure {
  fields: Record<string, string>;
  message: string;
}

export function RegisterRequestForm({ fallbackLink }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [description, setDescription] = useState('');
  const [emailLeft, setEmailLeft] = useState(false);
  // The form stays on screen after a success (behind the dialog), so the button is freed again.
  const { submitting, failure, submitHandler } = useSubmission<Failure>({ releaseOnSuccess: true });
  const [sentLink, setSentLink] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { name: setName, email: setEmail, description: setDescription });

  const normalizedEmail = normalizeEmail(email);
  // Judged once the field is left, so half-typed addresses are not called wrong.
  const emailLooksWrong = emailLeft && email.trim() !== '' && !isValidEmail(normalizedEmail);
  const valid = canSendSignupRequest(name, email, description);

  const handleSubmit = submitHandler(
    valid,
    async () => {
      const answer = await sendSignupRequest({ name, email: normalizedEmail, description });
      setSentLink(answer.link || fallbackLink);
    },
    (error) => {
      const rateLimited = error instanceof ApiError && error.code === 'rate_limited';
      return {
        fields: fieldMessages(t, error),
        message: t(rateLimited ? 'errors.rateLimited' : 'registerRequest.failedBody'),
      };
    },
  );

  return (
    <>
      <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
        {failure && (
          <Banner tone="error" title={t('registerRequest.failed')}>
            {failure.message}
          </Banner>
        )}
        <TextField
          label={t('registerRequest.name')}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          error={failure?.fields.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('registerRequest.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={failure?.fields.email ?? (emailLooksWrong ? t('rules.email.format') : undefined)}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setEmailLeft(true)}
        />
        <TextArea
          label={t('registerRequest.description')}
          name="description"
          hint={t('registerRequest.descriptionHint')}
          maxLength={2000}
          value={description}
          error={failure?.fields.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <SubmitButton
          ready={valid}
          busy={submitting}
          label={t('registerRequest.send')}
          busyLabel={t('registerRequest.sending')}
        />
      </FormStack>
      {sentLink !== null && (
        <MessageDialog
          title={t('registerRequest.sent.title')}
          message={t('registerRequest.sent.body')}
          buttonLabel={t('registerRequest.sent.button')}
          href={sentLink}
          onClose={() => setSentLink(null)}
        />
      )}
    </>
  );
}
