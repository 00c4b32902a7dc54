/**
 * The sign-up fields both sign-up forms show: username and email with their live availability
 * lines, password with the checklist, and the Sign up button. Store sign-up puts the email first
 * and may lock it, and adds a login link under a taken username, hence the slots.
 */
import { useId, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { sanitizeUsernameInput } from '../../../lib/identityRules';
import type { SignupFieldsState } from '../hooks/useSignupFields';
import { AvailabilityField } from '../../../components/AvailabilityField';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  signup: SignupFieldsState;
  /** The server's messages by field from a refused sign-up. */
  errors?: Record<string, string>;
  /** Called with the field's name when the user edits it. */
  onEdited: (field: string) => void;
  ready: boolean;
  busy: boolean;
  emailFirst?: boolean;
  /** Shown instead of the checked email field (the store's locked email). */
  emailField?: ReactNode;
  /** Shown right under the username field. */
  afterUsername?: ReactNode;
}

export function SignupFields({ signup, errors, onEdited, ready, busy, emailFirst, emailField, afterUsername }: Props) {
  const t = useT();
  const ids = useId();
  const { availability } = signup;

  const username = (
    <>
      <AvailabilityField
        label={t('register.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        hint={t('register.usernameHint')}
        value={signup.username}
        error={errors?.username}
        status={availability.username.status}
        messages={availability.username.messages}
        onChange={(event) => {
          signup.setUsername(sanitizeUsernameInput(event.target.value));
          onEdited('username');
        }}
      />
      {afterUsername}
    </>
  );
  const email = emailField ?? (
    <AvailabilityField
      label={t('register.email')}
      name="email"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      value={signup.emailInput}
      error={errors?.email}
      status={availability.email.status}
      messages={availability.email.messages}
      onChange={(event) => {
        signup.setEmailInput(event.target.value);
        onEdited('email');
      }}
    />
  );

  return (
    <>
      {emailFirst ? email : username}
      {emailFirst ? username : email}
      <TextField
        label={t('register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={signup.password}
        error={errors?.password}
        describedBy={`${ids}-checklist`}
        onChange={(event) => {
          signup.setPassword(event.target.value);
          onEdited('password');
        }}
      >
        <PasswordChecklist id={`${ids}-checklist`} items={signup.checklist} />
      </TextField>
      <SubmitButton ready={ready} busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
    </>
  );
}
