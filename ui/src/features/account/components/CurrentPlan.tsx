/**
 * "Current account" (admin, spec 1 §2.4): the plan and trial as the session knows them, and the
 * way to the pricing plans. Changing plans arrives with billing and the store connection.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { ButtonLink } from '../../../components/ButtonLink';
import { PATHS } from '../../../app/routes';
import { useT } from '../../../i18n/useT';
import { planState } from '../../../lib/plan';
import { AccountSection } from './AccountSection';
import { SectionNote } from './SectionNote';

interface Props {
  user: SessionUser;
}

export function CurrentPlan({ user }: Props) {
  const t = useT();
  const state = planState(user);
  const days = user.freeTrialDaysLeft;
  // Nothing to upgrade to from the top plans; the button just shows the plans.
  const topPlan = user.subscriptionPlan === 'PRO' || user.subscriptionPlan === 'ENTERPRISE';
  return (
    <AccountSection title={t('account.plan.title')}>
      <Row>
        <div>
          <Plan data-current-plan={user.subscriptionPlan}>{t(`plan.${user.subscriptionPlan}`)}</Plan>
          {state.isFree && (
            <SectionNote>
              {state.inTrial
                ? days === 1
                  ? t('trial.daysLeftOne')
                  : t('trial.daysLeftMany', { days })
                : t('trial.ended')}
            </SectionNote>
          )}
        </div>
        <ButtonLink href={PATHS.pricingPlans} size="sm" variant={topPlan ? 'secondary' : 'primary'}>
          {t(topPlan ? 'trial.seePlans' : 'action.upgrade')}
        </ButtonLink>
      </Row>
      <SectionNote>{t('account.plan.note')}</SectionNote>
    </AccountSection>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Plan = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
