/**
 * The sign-up input rules (docs/accounts.md#sign-up), mirroring the server's validators
 * (`server/src/features/auth/validate.rs`) so the form says what the server will say before it
 * is asked: username, email, password and the live password checklist.
 */
import { MIN_PASSWORD_LENGTH } from './loginRules';

/** Username length limits (the server's USERNAME_MIN / USERNAME_MAX). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** bcrypt reads at most 72 bytes; the server refuses longer passwords instead of truncating. */
export const PASSWORD_MAX_BYTES = 72;

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

/** Bytes of the UTF-8 encoding, counted without TextEncoder so it runs anywhere. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The rules a new password is checked against, in checklist order. */
export type PasswordRule = 'minLength' | 'digit' | 'maxBytes' | 'match';

export interface ChecklistItem {
  rule: PasswordRule;
  met: boolean;
}

/**
 * The live checklist under a password field: at least 6 characters and a digit
 * (docs/accounts.md#passwords). The 72-byte limit appears only once it is broken, so the everyday
 * list stays two lines. With a confirmation (reset password) a "passwords match" line is added.
 */
export function passwordChecklist(password: string, confirmation?: string): ChecklistItem[] {
  const items: ChecklistItem[] = [
    { rule: 'minLength', met: Array.from(password).length >= MIN_PASSWORD_LENGTH },
    { rule: 'digit', met: /[0-9]/.test(password) },
  ];
  if (utf8Length(password) > PASSWORD_MAX_BYTES) items.push({ rule: 'maxBytes', met: false });
  if (confirmation !== undefined) {
    items.push({ rule: 'match', met: confirmation.length > 0 && confirmation === password });
  }
  return items;
}

/** Every line of the checklist holds. */
export function checklistPasses(items: readonly ChecklistItem[]): boolean {
  return items.every((item) => item.met);
}
