/** Terms and conditions (docs/dashboard.md#static-pages), fully server-rendered in the page's language. */
import { LegalDocumentView } from '../features/legal/components/LegalDocumentView';
import { TERMS_SECTIONS, termsFor } from '../features/legal/content';
import type { PageComponentProps } from '../lib/pageTypes';

export function TermsPage({ props }: PageComponentProps) {
  return (
    <LegalDocumentView doc={termsFor(props.locale)} order={TERMS_SECTIONS} supportEmail={props.config.supportEmail} />
  );
}
