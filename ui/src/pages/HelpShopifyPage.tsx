/**
 * Store-platform help (docs/dashboard.md#static-pages): the numbered steps to install and start,
 * fully server-rendered.
 */
import { BackButton } from '../components/BackButton';
import { HelpIntro } from '../features/help/components/HelpIntro';
import { HelpSteps } from '../features/help/components/HelpSteps';
import { HelpSupport } from '../features/help/components/HelpSupport';
import type { PageComponentProps } from '../lib/pageTypes';

export function HelpShopifyPage({ props }: PageComponentProps) {
  return (
    <>
      <BackButton />
      <HelpIntro appStoreUrl={props.config.appStoreUrl} />
      <HelpSteps appStoreUrl={props.config.appStoreUrl} />
      <HelpSupport supportEmail={props.config.supportEmail} />
    </>
  );
}
