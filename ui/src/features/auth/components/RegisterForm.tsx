/**
 * The sign-up form (spec 1 §2.2, §4.8, §5): username (restricted and lower-cased as typed, format
 * check, then an availability check 400 ms after typing stops), email (pattern, then
 * availability), password with the live checklist. The button is enabled only when all three
 * are good. A refused sign-up shows "Your registration has failed" and the server's field
 * messages under their fields.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { FormStack } from '../../../components/FormStack';
import { TextField } from '../../../components/TextField';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';
import { fieldMessages } from '../../../lib/serverMessages';
import { useAdoptTypedValues } from '../../../lib/useAdoptTypedValues';
import {
  checklistPasses,
  isValidEmail,
  normalizeEmail,
  passwordChecklist,
  sanitizeUsernameInput,
  usernameProblem,
  type UsernameProblem,
} from '../accountRules';
import { checkEmail, checkUsername } from '../api/checkAvailability';
import { register } from '../api/register';
import { useAvailability } from '../hooks/useAvailability';
import { AvailabilityIndicator } from './AvailabilityIndicator';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  /** Called with the (normalised) email once the account exists. */
  onRegistered: (email: string) => void;
}

const USERNAME_PROBLEMS: Readonly<Record<UsernameProblem, MessageKey>> = {
  length: 'rules.username.length',
  format: 'rules.username.format',
  reserved: 'rules.username.reserved',
};

type Failure = { fields: Record<string, string>; messageKey: MessageKey | null };

export function RegisterForm({ onRegistered }: Props) {
  const t = useT();
  const ids = useId();
  const [username, setUsername] = useState('');
  const [emailInput, setEmailInput] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, {
    username: (value) => setUsername(sanitizeUsernameInput(value)),
    email: setEmailInput,
    password: setPassword,
  });

  const problem = username === '' ? null : usernameProblem(username);
  const usernameStatus = useAvailability(username, problem === null, checkUsername);
  const email = normalizeEmail(emailInput);
  const emailStatus = useAvailability(email, isValidEmail(email), checkEmail);
  const checklist = passwordChecklist(password);
  const valid = usernameStatus === 'available' && emailStatus === 'available' && checklistPasses(checklist);

  const clearFieldError = (field: string) =>
    setFailure((current) => {
      if (!current?.fields[field]) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await register({ username, email, password });
      onRegistered(email);
    } catch (error) {
      const fields = fieldMessages(t, error);
      const hasFields = Object.keys(fields).length > 0;
      setFailure({ fields, messageKey: hasFields ? null : registerErrorKey(error) });
      setSubmitting(false);
    }
  };

  return (
    <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      {failure && (
        <Banner tone="error" title={t('register.failed')}>
          {t(failure.messageKey ?? 'register.failedFields')}
        </Banner>
      )}
      <TextField
        label={t('register.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        hint={t('register.usernameHint')}
        value={username}
        error={failure?.fields.username}
        describedBy={`${ids}-username-status`}
        onChange={(event) => {
          setUsername(sanitizeUsernameInput(event.target.value));
          clearFieldError('username');
        }}
      >
        <AvailabilityIndicator
          id={`${ids}-username-status`}
          status={usernameStatus}
          messages={{
            invalid: problem ? USERNAME_PROBLEMS[problem] : 'rules.username.format',
            checking: 'availability.checking',
            available: 'availability.usernameAvailable',
            taken: 'rules.username.taken',
            unchecked: 'availability.unchecked',
          }}
        />
      </TextField>
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={emailInput}
        error={failure?.fields.email}
        describedBy={`${ids}-email-status`}
        onChange={(event) => {
          setEmailInput(event.target.value);
          clearFieldError('email');
        }}
      >
        <AvailabilityIndicator
          id={`${ids}-email-status`}
          status={emailStatus}
          messages={{
            invalid: 'rules.email.format',
            checking: 'availability.checking',
            available: 'availability.emailAvailable',
            taken: 'rules.email.taken',
            unchecked: 'availability.unchecked',
          }}
        />
      </TextField>
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
      <Button type="submit" fullWidth disabled={!valid || submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
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
