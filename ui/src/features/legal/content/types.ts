/**
 * The shape of a legal document (privacy policy, terms). Each language provides the same
 * sections, enforced by the section-id type, so English and Hebrew cannot drift apart.
 *
 * Paragraph text may contain placeholders that become links when rendered:
 * `{supportEmail}` (mailto link to the configured support address), `{pricingPlans}`,
 * `{privacyPolicy}` and `{terms}` (links labelled with `linkText`).
 */

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export type LegalLink = 'pricingPlans' | 'privacyPolicy' | 'terms';

export interface LegalDocument<SectionId extends string> {
  readonly title: string;
  /** "Last updated: …" or "Effective: …". */
  readonly dateLine: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: Readonly<Record<SectionId, LegalSection>>;
  /** Labels of the in-text links. */
  readonly linkText: Readonly<Record<LegalLink, string>>;
}
