/** Privacy policy (docs/dashboard.md#static-pages), fully server-rendered in the page's language. */
import { LegalDocumentView } from '../features/legal/components/LegalDocumentView';
import { PRIVACY_SECTIONS, privacyPolicyFor } from '../features/legal/content';
import type { PageComponentProps } from '../lib/pageTypes';

export function PrivacyPolicyPage({ props }: PageComponentProps) {
  return (
    <LegalDocumentView
      doc={privacyPolicyFor(props.locale)}
      order={PRIVACY_SECTIONS}
      supportEmail={props.config.supportEmail}
    />
  );
}
