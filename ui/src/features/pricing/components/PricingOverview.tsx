/**
 * The pricing plans page body (docs/billing.md#pricing-page): heading, the outcome of a store
 * checkout, the four plan cards, the free plan, how the sale fee is charged (before anyone pays),
 * and who can do what. Signed-out visitors get a
 * sign-up button instead of plan buttons.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { ButtonLink } from '../../../components/ButtonLink';
import { HeroHeading } from '../../../components/HeroHeading';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';
import { usePlanChange } from '../hooks/usePlanChange';
import { FREE_PLAN, PAID_PLANS, type PlanInfo } from '../plans';
import { BillingOutcomeBanner } from './BillingOutcomeBanner';
import { PlanCard } from './PlanCard';

interface Props {
  user: SessionUser | null;
  supportEmail: string;
  /** The page's raw query string (`billing=…` after the store's confirmation page). */
  query: string;
}

export function PricingOverview({ user, supportEmail, query }: Props) {
  const t = useT();
  const { busyPlan, failure, choose } = usePlanChange(user);
  const card = (plan: PlanInfo) => (
    <PlanCard
      key={plan.id}
      plan={plan}
      user={user}
      supportEmail={supportEmail}
      busy={busyPlan === plan.id}
      locked={busyPlan !== null && busyPlan !== plan.id}
      error={failure?.plan === plan.id ? failure.message : null}
      onChoose={choose}
    />
  );
  return (
    <>
      <Header>
        <HeroHeading title={t('pricing.title')} lead={t('pricing.lead')} />
        {!user && <ButtonLink href={PATHS.register}>{t('pricing.signUp')}</ButtonLink>}
      </Header>
      <BillingOutcomeBanner query={query} user={user} />
      <Grid>{PAID_PLANS.map(card)}</Grid>
      <FreeSlot>{card(FREE_PLAN)}</FreeSlot>
      <Footnote data-fee-terms="">{t('pricing.feeTerms')}</Footnote>
      <Footnote>
        {t('pricing.footnote')} <a href={PATHS.terms}>{t('nav.terms')}</a>.
      </Footnote>
    </>
  );
}

const Header = styled.header`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const FreeSlot = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Footnote = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
