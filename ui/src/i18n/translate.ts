/**
 * Pure translation functions, usable outside React (document head, tests). Components use
 * `useT()` instead, which binds these to the current locale.
 */
import type { Locale } from '../generated/Locale';
import type { Catalogue, MessageKey, MessageVars } from './catalogue';
import { en } from './en';

/**
 * The catalogues at hand. English is always here (it defines the keys and is the fallback);
 * another language is added when its catalogue is loaded: by the server bundle and the tests at
 * start (`allCatalogues.ts`), and by the browser only for the language its page is in
 * (`loadCatalogue.ts`), so an English page never downloads the Hebrew texts.
 */
const catalogues: Partial<Record<Locale, Catalogue>> = { en };
const reportedMissing = new Set<Locale>();

export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues[locale] = catalogue;
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

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

/** Looks a key up in the locale's catalogue (English where that is not loaded or lacks the key). */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const catalogue = catalogues[locale];
  if (!catalogue) {
    // A caller translated before loading the catalogue: say so once, and show English.
    if (!reportedMissing.has(locale)) console.error(`the ${locale} catalogue is not loaded`);
    reportedMissing.add(locale);
    return interpolate(en[key], vars);
  }
  return interpolate(catalogue[key] ?? en[key], vars);
}

/** A translate function bound to one locale. */
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export function translatorFor(locale: Locale): Translate {
  return (key, vars) => translate(locale, key, vars);
}
