/**
 * The sign-up form's two server checks: the username once its format is right, and the
 * normalised email once it matches the pattern, each with the texts its status line shows.
 */
import { isValidEmail, normalizeEmail, usernameAvailabilityMessages, usernameProblem } from '../../../lib/identityRules';
import { checkEmail, checkUsername } from '../api/checkAvailability';
import { useAvailability } from '../../../hooks/useAvailability';

export function useSignupAvailability(username: string, emailInput: string) {
  const problem = username === '' ? null : usernameProblem(username);
  const usernameStatus = useAvailability(username, problem === null, checkUsername);
  const email = normalizeEmail(emailInput);
  const emailStatus = useAvailability(email, isValidEmail(email), checkEmail);
  return {
    username: {
      status: usernameStatus,
      messages: usernameAvailabilityMessages(problem),
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
