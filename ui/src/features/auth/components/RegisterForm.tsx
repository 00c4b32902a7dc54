/**
 * The sign-up form (docs/accounts.md#sign-up): username (restricted and lower-cased as typed,
 * format check, then an availability check 400 ms after typing stops), email (pattern, then
 * availability), password with the live checklist. The button is enabled only when all three
 * are good. A refused sign-up shows "Your registration has failed" and the server's field
 * messages under their fields.
 */
import { Banner } from '../../../components/Banner';
import { FormStack } from '../../../components/FormStack';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { fieldMessages } from '../../../lib/serverMessages';
import { register } from '../api/register';
import { useSignupFields, withoutFieldError } from '../hooks/useSignupFields';
import { useSubmission } from '../hooks/useSubmission';
import { SignupFields } from './SignupFields';

interface Props {
  /** Called with the (normalised) email once the account exists. */
  onRegistered: (email: string) => void;
}

type Failure = { fields: Record<string, string>; messageKey: MessageKey | null };

export function RegisterForm({ onRegistered }: Props) {
  const t = useT();
  const { submitting, failure, setFailure, submitHandler } = useSubmission<Failure>();
  const signup = useSignupFields();
  const { username, password, availability } = signup;
  const email = availability.email.value;
  const valid =
    availability.username.status === 'available' && availability.email.status === 'available' && signup.passwordOk;

  const handleSubmit = submitHandler(
    valid,
    async () => {
      await register({ username, email, password });
      onRegistered(email);
    },
    (error) => {
      const fields = fieldMessages(t, error);
      const hasFields = Object.keys(fields).length > 0;
      return { fields, messageKey: hasFields ? null : registerErrorKey(error) };
    },
  );

  return (
    <FormStack ref={signup.formRef} method="post" noValidate onSubmit={handleSubmit}>
      {failure && (
        <Banner tone="error" title={t('register.failed')}>
          {t(failure.messageKey ?? 'register.failedFields')}
        </Banner>
      )}
      <SignupFields
        signup={signup}
        errors={failure?.fields}
        onEdited={(field) => setFailure(withoutFieldError(field))}
        ready={valid}
        busy={submitting}
      />
    </FormStack>
  );
}

/** The banner's second line when the server named no field. */
function registerErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'timeout') return 'errors.timeout';
    if (error.code === 'rate_limited') return 'errors.rateLimited';
  }
  return 'errors.generic';
}
