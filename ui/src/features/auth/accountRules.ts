/**
 * The sign-up password rules (docs/accounts.md#sign-up), mirroring the server's validators
 * (`server/src/features/auth/validate.rs`) so the form says what the server will say before it
 * is asked: the password and its live checklist. The username and email rules, which the
 * influencer form shares, are in `lib/identityRules.ts`.
 */
import { MIN_PASSWORD_LENGTH } from './loginRules';

/** bcrypt reads at most 72 bytes; the server refuses longer passwords instead of truncating. */
export const PASSWORD_MAX_BYTES = 72;

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
