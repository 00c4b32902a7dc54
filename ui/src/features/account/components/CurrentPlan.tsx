/**
 * "Current account" (admin, docs/accounts.md#account-page): the plan and trial as the session knows
 * them, and the way to the pricing plans, where plans are changed (billed through the store).
 */
import type { SessionUser } from '../../../generated/SessionUser';
import { ButtonLink } from '../../../components/ButtonLink';
import { Cluster } from '../../../components/Cluster';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { planLabelKey, planState } from '../../../lib/plan';
import { AccountSection } from './AccountSection';
import { SectionLead } from './SectionLead';
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
      <Cluster $gap="md" $centered $spread $wrap>
        <div>
          <SectionLead data-current-plan={user.subscriptionPlan}>{t(planLabelKey(user))}</SectionLead>
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
      </Cluster>
      <SectionNote>{t('account.plan.note')}</SectionNote>
    </AccountSection>
  );
}
