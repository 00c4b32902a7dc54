/**
 * The username and password state of the merchant and store login forms, with values typed
 * before hydration adopted, and the props `LoginFormLayout` takes for them. Shared so both
 * logins accept the same input.
 */
import { useRef, useState } from 'react';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { canSubmitLogin } from '../loginRules';

export function useLoginFields() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { username: setUsername, password: setPassword });
  return {
    username,
    password,
    valid: canSubmitLogin(username, password),
    /** Spread into `LoginFormLayout`. */
    layout: { formRef, username, onUsernameChange: setUsername, password, onPasswordChange: setPassword },
  };
}
