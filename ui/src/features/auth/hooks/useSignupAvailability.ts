/**
 * The sign-up form's two server checks: the username once its format is right, and the
 * normalised email once it matches the pattern, each with the texts its status line shows.
 */
import type { MessageKey } from '../../../i18n/catalogue';
import { isValidEmail, normalizeEmail, usernameProblem, type UsernameProblem } from '../accountRules';
import { checkEmail, checkUsername } from '../api/checkAvailability';
import { useAvailability } from './useAvailability';

const USERNAME_PROBLEMS: Readonly<Record<UsernameProblem, MessageKey>> = {
  length: 'rules.username.length',
  format: 'rules.username.format',
  reserved: 'rules.username.reserved',
};

export function useSignupAvailability(username: string, emailInput: string) {
  const problem = username === '' ? null : usernameProblem(username);
  const usernameStatus = useAvailability(username, problem === null, checkUsername);
  const email = normalizeEmail(emailInput);
  const emailStatus = useAvailability(email, isValidEmail(email), checkEmail);
  return {
    username: {
      status: usernameStatus,
      messages: {
        invalid: problem ? USERNAME_PROBLEMS[problem] : 'rules.username.format',
        available: 'availability.usernameAvailable',
        taken: 'rules.username.taken',
      },
    },
    email: {
      value: email,
      status: emailStatus,
      messages: {
        invalid: 'rules.email.format',
        available: 'availability.emailAvailable',
        taken: 'rules.email.taken',
      },
    },
  } as const;
}
