/**
 * Left-to-right pieces (usernames with `@`, shop domains) inside right-to-left text: without an
 * isolate, the bidi algorithm moves `@` and trailing punctuation to the wrong end
 * ("shop-1@-ל" instead of "ל-@shop-1"). In left-to-right text nothing is added.
 */
import type { Direction } from '../i18n/translate';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

export function isolateLtr(text: string, dir: Direction): string {
  return dir === 'rtl' ? `${LRI}${text}${PDI}` : text;
}

/** `@username`, isolated in right-to-left text. */
export function atHandle(username: string, dir: Direction): string {
  return isolateLtr(`@${username}`, dir);
}

/**
 * Text of either direction (a product's title, in Hebrew or English), isolated in right-to-left
 * text so its own first strong letter sets its direction and the sentence's punctuation stays
 * outside it.
 */
export function isolateAny(text: string, dir: Direction): string {
  return dir === 'rtl' ? `${FSI}${text}${PDI}` : text;
}
