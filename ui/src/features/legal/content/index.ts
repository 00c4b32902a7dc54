/** The legal documents per language. */
import type { Locale } from '../../../generated/Locale';
import { privacyEn } from './privacy.en';
import { privacyHe } from './privacy.he';
import { PRIVACY_SECTIONS, type PrivacySectionId } from './privacySections';
import { termsEn } from './terms.en';
import { termsHe } from './terms.he';
import { TERMS_SECTIONS, type TermsSectionId } from './termsSections';
import type { LegalDocument } from './types';

const PRIVACY: Readonly<Record<Locale, LegalDocument<PrivacySectionId>>> = { en: privacyEn, he: privacyHe };
const TERMS: Readonly<Record<Locale, LegalDocument<TermsSectionId>>> = { en: termsEn, he: termsHe };

export function privacyPolicyFor(locale: Locale): LegalDocument<PrivacySectionId> {
  return PRIVACY[locale] ?? privacyEn;
}

export function termsFor(locale: Locale): LegalDocument<TermsSectionId> {
  return TERMS[locale] ?? termsEn;
}

export { PRIVACY_SECTIONS, TERMS_SECTIONS };
