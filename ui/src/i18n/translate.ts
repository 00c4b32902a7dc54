/**
 * Pure translation functions, usable outside React (document head, tests). Components use
 * `useT()` instead, which binds these to the current locale.
 */
import type { Locale } from '../generated/Locale';
import type { Catalogue, MessageKey, MessageVars } from './catalogue';
import { en } from './en';
import { he } from './he';

const catalogues: Readonly<Record<Locale, Catalogue>> = { en, he };

/** Text direction of a locale; Hebrew is right-to-left. */
export type Direction = 'ltr' | 'rtl';

export function directionOf(locale: Locale): Direction {
  return locale === 'he' ? 'rtl' : 'ltr';
}

/**
 * Replaces `{name}` placeholders with `vars[name]`. Unknown placeholders stay visible so a
 * missing variable shows up in review instead of silently disappearing.
 */
export function interpolate(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/** Looks a key up in the locale's catalogue (English if the locale is unknown). */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const catalogue = catalogues[locale] ?? en;
  return interpolate(catalogue[key] ?? en[key], vars);
}

/** A translate function bound to one locale. */
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export function translatorFor(locale: Locale): Translate {
  return (key, vars) => translate(locale, key, vars);
}
