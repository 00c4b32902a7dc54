/**
 * The state both sign-up forms keep for username, email and password: the username cleaned as
 * typed, values typed before hydration adopted, the live availability checks and the password
 * checklist. Shared so the plain and the store sign-up cannot drift apart.
 */
import { useRef, useState } from 'react';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { sanitizeUsernameInput } from '../../../lib/identityRules';
import { checklistPasses, passwordChecklist } from '../accountRules';
import { useSignupAvailability } from './useSignupAvailability';

interface Options {
  /** The email the field starts with (the store's, in store sign-up). */
  initialEmail?: string;
  /** False when the email field is locked, so a disabled field's value is not adopted. */
  adoptEmail?: boolean;
}

export function useSignupFields({ initialEmail = '', adoptEmail = true }: Options = {}) {
  const [username, setUsername] = useState('');
  const [emailInput, setEmailInput] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, {
    username: (value) => setUsername(sanitizeUsernameInput(value)),
    ...(adoptEmail ? { email: setEmailInput } : {}),
    password: setPassword,
  });

  const availability = useSignupAvailability(username, emailInput);
  const checklist = passwordChecklist(password);
  return {
    formRef,
    username,
    setUsername,
    emailInput,
    setEmailInput,
    password,
    setPassword,
    availability,
    checklist,
    passwordOk: checklistPasses(checklist),
  };
}

export type SignupFieldsState = ReturnType<typeof useSignupFields>;

/**
 * A `setFailure` updater that forgets one field's server message, for when the user edits that
 * field: the message was about the old value.
 */
export const withoutFieldError =
  (field: string) =>
  <F extends { fields: Record<string, string> }>(current: F | null): F | null => {
    if (!current?.fields[field]) return current;
    const fields = { ...current.fields };
    delete fields[field];
    return { ...current, fields };
  };
