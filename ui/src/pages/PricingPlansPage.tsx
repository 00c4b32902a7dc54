/** Pricing plans (docs/billing.md#pricing-page), server-rendered; plan buttons only for admins. */
import { BackButton } from '../components/BackButton';
import { PricingOverview } from '../features/pricing/components/PricingOverview';
import type { PageComponentProps } from '../lib/pageTypes';

export function PricingPlansPage({ props }: PageComponentProps) {
  return (
    <>
      <BackButton />
      <PricingOverview user={props.user} supportEmail={props.config.supportEmail} query={props.query} />
    </>
  );
}
