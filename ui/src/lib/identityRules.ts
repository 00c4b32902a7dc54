/**
 * Username and email rules shared by sign-up (docs/accounts.md#sign-up) and the influencer form
 * (docs/influencers.md#rules), mirroring the server's validators
 * (`server/src/features/auth/validate.rs`) so a form says what the server will say before it is
 * asked. The server stays the authority.
 */
import type { MessageKey } from '../i18n/catalogue';

/** Username length limits (the server's USERNAME_MIN / USERNAME_MAX). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/**
 * App routes and words that can never be usernames, because `/{username}/{id}` shares the URL
 * root with the app. A copy of the server's list; the server stays the authority.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin', 'api', 'assets', 'auth', 'dev', 'health', 'help', 'login', 'login-store', 'logout',
  'register', 'register-store', 'register-request', 'forgot-password', 'reset-password',
  'verify-account', 'privacy-policy', 'terms', 'pricing-plans', 'welcome', 'shopify', 'sandbox',
  'store', 'static', 'instagram', 'tiktok', 'pinterest', 'webhooks', 'www', 'mail', 'support',
  'shoplinks', 'root', 'null', 'undefined', 'favicon.ico', 'robots.txt',
]);

/**
 * What the username field keeps of what was typed: lower-cased, and only letters, digits, `_`
 * and `-` (docs/accounts.md#sign-up). Anything else is dropped as it is typed.
 */
export function sanitizeUsernameInput(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

export type UsernameProblem = 'length' | 'format' | 'reserved';

/** What a username field says for each problem, in the server's words. */
export const USERNAME_PROBLEM_MESSAGES: Readonly<Record<UsernameProblem, MessageKey>> = {
  length: 'rules.username.length',
  format: 'rules.username.format',
  reserved: 'rules.username.reserved',
};

/** What a username field's availability line says, for the username's format problem if any. */
export function usernameAvailabilityMessages(problem: UsernameProblem | null) {
  return {
    invalid: problem ? USERNAME_PROBLEM_MESSAGES[problem] : 'rules.username.format',
    available: 'availability.usernameAvailable',
    taken: 'rules.username.taken',
  } as const satisfies Readonly<Record<string, MessageKey>>;
}

/** Why a (sanitised) username would be refused, or null when its format is fine. */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return 'length';
  if (!/^[a-z0-9_-]+$/.test(username)) return 'format';
  if (RESERVED_USERNAMES.has(username)) return 'reserved';
  return null;
}

/** Spaces removed (and lower-cased, as the server stores it; docs/accounts.md#sign-up). */
export function normalizeEmail(raw: string): string {
  return raw.replace(/\s+/g, '').toLowerCase();
}

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** `name@domain` with a 2–4 letter top level (docs/accounts.md#sign-up), at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
