/**
 * Home's free-trial alert (docs/home.md#header; docs/billing.md#trial): free users whose trial
 * has ended, and admins in its last week. Admins get the way to the plans; an influencer learns
 * what has stopped and who can change it. The shell's trial strip states the days in one line;
 * this is the fuller word on the page everyone opens first.
 */
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { ButtonLink } from '../../../components/ButtonLink';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { planState } from '../../../lib/plan';
import { PATHS } from '../../../lib/routes';

export function TrialAlert({ user }: { user: SessionUser }) {
  const t = useT();
  const { trialEnded } = planState(user);
  const days = user.freeTrialDaysLeft;
  if (!user.isAdmin) {
    return (
      <div data-home-trial-alert="">
        <Banner tone="warning" title={t('home.trial.endedTitle')} polite>
          {t('home.trial.endedInfluencer', { business: user.businessName })}
        </Banner>
      </div>
    );
  }
  const title = trialEnded ? t('trial.ended') : days === 1 ? t('trial.daysLeftOne') : t('trial.daysLeftMany', { days });
  return (
    <div data-home-trial-alert="">
      <Banner tone="warning" title={title} polite>
        <Row>
          <span>{trialEnded ? t('home.trial.endedAdmin') : t('home.trial.lastWeekAdmin')}</span>
          <ButtonLink href={PATHS.pricingPlans} size="sm">
            {t('action.upgrade')}
          </ButtonLink>
        </Row>
      </Banner>
    </div>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
