/**
 * One paragraph or list item of a legal document, with its `{placeholders}` turned into links:
 * the support address (mailto) and the pricing, privacy and terms pages.
 */
import { Fragment } from 'react';
import { PATHS } from '../../../lib/routes';
import type { LegalLink } from '../content/types';

interface Props {
  text: string;
  supportEmail: string;
  linkText: Readonly<Record<LegalLink, string>>;
}

const LINK_PATHS: Readonly<Record<LegalLink, string>> = {
  pricingPlans: PATHS.pricingPlans,
  privacyPolicy: PATHS.privacyPolicy,
  terms: PATHS.terms,
};

export function LegalText({ text, supportEmail, linkText }: Props) {
  // split() with a capture group alternates text and placeholder names.
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        if (part === 'supportEmail') {
          return (
            <a key={index} href={`mailto:${supportEmail}`} dir="ltr">
              {supportEmail}
            </a>
          );
        }
        if (Object.prototype.hasOwnProperty.call(LINK_PATHS, part)) {
          const link = part as LegalLink;
          return (
            <a key={index} href={LINK_PATHS[link]}>
              {linkText[link]}
            </a>
          );
        }
        return <Fragment key={index}>{`{${part}}`}</Fragment>;
      })}
    </>
  );
}
