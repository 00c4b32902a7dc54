/**
 * The store register form (spec 1 §2.2, §4.8): email (disabled and filled in from the store when
 * the store's answer has a valid one, else typed and checked like sign-up), username with the same live
 * format and availability checks as sign-up, and password with the checklist. Sign-up is enabled
 * only when all hold. Success creates a verified account with the store connected: the opener
 * window is told, then the dashboard loads. Failure shows "Store registration failed" and the
 * server's field messages.
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { FormStack } from '../../../components/FormStack';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { PATHS } from '../../../app/routes';
import { useT } from '../../../i18n/useT';
import { notifyOpener } from '../../../lib/openerMessage';
import { fieldMessages, localizeServerMessage } from '../../../lib/serverMessages';
import { useAdoptTypedValues } from '../../../lib/useAdoptTypedValues';
import { checklistPasses, isValidEmail, normalizeEmail, passwordChecklist, sanitizeUsernameInput } from '../accountRules';
import { registerConnect } from '../api/registerConnect';
import { useSignupAvailability } from '../hooks/useSignupAvailability';
import { useSubmission } from '../hooks/useSubmission';
import { storeRegisterFailure, type FailureDetail } from '../storeConnectErrors';
import { AvailabilityField } from './AvailabilityField';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  /** The store token from the URL. */
  auth: string;
  /** The store owner's email from the verify answer; null lets the merchant type one. */
  storeEmail: string | null;
  /** The store login page with the same token, for a username that turns out to be taken. */
  loginHref: string;
}

type Failure = { fields: Record<string, string>; detail: FailureDetail | null };

export function StoreRegisterForm({ auth, storeEmail, loginHref }: Props) {
  const t = useT();
  const ids = useId();
  // The store's email is locked only when it passes our pattern; one the server would refuse
  // (or none) stays editable, pre-filled, so the merchant can put it right.
  const locked = storeEmail !== null && isValidEmail(normalizeEmail(storeEmail));
  const [username, setUsername] = useState('');
  const [emailInput, setEmailInput] = useState(storeEmail ?? '');
  const [password, setPassword] = useState('');
  const { submitting, failure, setFailure, submitHandler } = useSubmission<Failure>();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, {
    username: (value) => setUsername(sanitizeUsernameInput(value)),
    ...(locked ? {} : { email: setEmailInput }),
    password: setPassword,
  });

  const availability = useSignupAvailability(username, emailInput);
  const email = locked ? normalizeEmail(storeEmail ?? '') : availability.email.value;
  const checklist = passwordChecklist(password);
  // Spec 1 §4.8: username check valid, email matching the pattern, password rules. A typed
  // email is also checked for availability, as on sign-up; the store's own email is not
  // blocked unless the server says it is taken.
  const emailOk = locked
    ? isValidEmail(email) && availability.email.status !== 'taken'
    : availability.email.status === 'available';
  const valid = availability.username.status === 'available' && emailOk && checklistPasses(checklist);

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
      await registerConnect({ auth, username, email, password });
      notifyOpener();
      window.location.assign(PATHS.home);
    },
    (error) => {
      const fields = fieldMessages(t, error);
      const hasFields = Object.keys(fields).length > 0;
      return { fields, detail: hasFields ? { key: 'register.failedFields' } : storeRegisterFailure(error) };
    },
  );

  const detail = failure?.detail;
  return (
    <FormStack ref={formRef} method="post" noValidate onSubmit={handleSubmit}>
      {failure && (
        <Banner tone="error" title={t('registerStore.failed')}>
          {detail && ('key' in detail ? t(detail.key) : localizeServerMessage(t, detail.serverMessage))}
        </Banner>
      )}
      {locked ? (
        <TextField
          label={t('register.email')}
          name="email"
          type="email"
          dir="ltr"
          value={storeEmail ?? ''}
          hint={t('registerStore.emailFromStore')}
          error={failure?.fields.email}
          disabled
        />
      ) : (
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
      {availability.username.status === 'taken' && (
        // Spec 1 §5: in store registration the duplicate message leads to the login.
        <TakenLink href={loginHref}>{t('registerStore.takenLogin')}</TakenLink>
      )}
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

const TakenLink = styled.a`
  margin-top: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
