/**
 * The sign-up form (spec 1 §2.2, §4.8, §5): username (restricted and lower-cased as typed, format
 * check, then an availability check 400 ms after typing stops), email (pattern, then
 * availability), password with the live checklist. The button is enabled only when all three
 * are good. A refused sign-up shows "Your registration has failed" and the server's field
 * messages under their fields.
 */
import { useId, useRef, useState } from 'react';
import { Banner } from '../../../components/Banner';
import { FormStack } from '../../../components/FormStack';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { fieldMessages } from '../../../lib/serverMessages';
import { useAdoptTypedValues } from '../../../lib/useAdoptTypedValues';
import { checklistPasses, passwordChecklist, sanitizeUsernameInput } from '../accountRules';
import { register } from '../api/register';
import { useSignupAvailability } from '../hooks/useSignupAvailability';
import { useSubmission } from '../hooks/useSubmission';
import { AvailabilityField } from './AvailabilityField';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  /** Called with the (normalised) email once the account exists. */
  onRegistered: (email: string) => void;
}

type Failure = { fields: Record<string, string>; messageKey: MessageKey | null };

export function RegisterForm({ onRegistered }: Props) {
  const t = useT();
  const ids = useId();
  const [username, setUsername] = useState('');
  const [emailInput, setEmailInput] = useState('');
  const [password, setPassword] = useState('');
  const { submitting, failure, setFailure, submitHandler } = useSubmission<Failure>();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, {
    username: (value) => setUsername(sanitizeUsernameInput(value)),
    email: setEmailInput,
    password: setPassword,
  });

  const availability = useSignupAvailability(username, emailInput);
  const email = availability.email.value;
  const checklist = passwordChecklist(password);
  const valid =
    availability.username.status === 'available' &&
    availability.email.status === 'available' &&
    checklistPasses(checklist);

  const clearFieldError = (field: string) =>
    setFailure((current) => {
      if (!current?.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });

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
    <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      {failure && (
        <Banner tone="error" title={t('register.failed')}>
          {t(failure.messageKey ?? 'register.failedFields')}
        </Banner>
      )}
      <AvailabilityField
        label={t('register.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        hint={t('register.usernameHint')}
        value={username}
        error={failure?.fields.username}
        status={availability.username.status}
        messages={availability.username.messages}
        onChange={(event) => {
          setUsername(sanitizeUsernameInput(event.target.value));
          clearFieldError('username');
        }}
      />
      <AvailabilityField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={emailInput}
        error={failure?.fields.email}
        status={availability.email.status}
        messages={availability.email.messages}
        onChange={(event) => {
          setEmailInput(event.target.value);
          clearFieldError('email');
        }}
      />
      <TextField
        label={t('register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={failure?.fields.password}
        describedBy={`${ids}-checklist`}
        onChange={(event) => {
          setPassword(event.target.value);
          clearFieldError('password');
        }}
      >
        <PasswordChecklist id={`${ids}-checklist`} items={checklist} />
      </TextField>
      <SubmitButton
        ready={valid}
        busy={submitting}
        label={t('register.submit')}
        busyLabel={t('register.submitting')}
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
