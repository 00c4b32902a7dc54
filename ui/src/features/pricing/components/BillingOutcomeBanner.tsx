/**
 * The outcome of the store platform's confirmation page, from `?billing=` on the way back:
 * the new plan is active, the merchant declined (nothing changed), or the platform has not
 * confirmed it yet.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { Banner } from '../../../components/Banner';
import { useT } from '../../../i18n/useT';
import { billingOutcome } from '../billingOutcome';

interface Props {
  query: string;
  user: SessionUser | null;
}

export function BillingOutcomeBanner({ query, user }: Props) {
  const t = useT();
  const outcome = billingOutcome(query);
  if (!outcome) return null;

  let banner;
  switch (outcome.kind) {
    case 'active': {
      const plan = outcome.plan ?? user?.subscriptionPlan ?? null;
      banner = (
        <Banner
          tone="success"
          title={plan ? t('pricing.outcome.active', { plan: t(`plan.${plan}`) }) : t('pricing.outcome.activeUnnamed')}
        >
          {t('pricing.outcome.activeBody')}
        </Banner>
      );
      break;
    }
    case 'declined':
      banner = (
        <Banner tone="info" title={t('pricing.outcome.declined')}>
          {t('pricing.outcome.declinedBody')}
        </Banner>
      );
      break;
    case 'pending':
      banner = (
        <Banner tone="info" title={t('pricing.outcome.pending')}>
          {t('pricing.outcome.pendingBody')}
        </Banner>
      );
      break;
  }
  return <Slot data-billing-outcome={outcome.kind}>{banner}</Slot>;
}

const Slot = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;
