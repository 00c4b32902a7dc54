/**
 * The free-trial strip (docs/billing.md#trial): days left or trial ended, shown to free-plan admins
 * and to everyone once the trial ended. Only admins get the Upgrade button; an influencer is told
 * to ask the merchant. It is a warning in the last week and after the end.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../generated/SessionUser';
import { ButtonLink } from '../../components/ButtonLink';
import { PATHS } from '../../lib/routes';
import { useT } from '../../i18n/useT';
import { planState, showsTrialStrip } from '../../lib/plan';

interface Props {
  user: SessionUser;
}

export function TrialStrip({ user }: Props) {
  const t = useT();
  if (!showsTrialStrip(user)) return null;

  const state = planState(user);
  const days = user.freeTrialDaysLeft;
  let message: string;
  if (state.trialEnded) {
    message = user.isAdmin
      ? t('trial.ended')
      : t('trial.endedInfluencer', { business: user.businessName });
  } else {
    message = days === 1 ? t('trial.daysLeftOne') : t('trial.daysLeftMany', { days });
  }

  return (
    <Strip $alert={state.trialAlert} role="status" data-trial-strip="">
      <Message>{message}</Message>
      {user.isAdmin && (
        <ButtonLink href={PATHS.pricingPlans} size="sm" variant={state.trialAlert ? 'primary' : 'secondary'}>
          {t('action.upgrade')}
        </ButtonLink>
      )}
    </Strip>
  );
}

const Strip = styled.div<{ $alert: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme, $alert }) => ($alert ? theme.colors.warningSoft : theme.colors.infoSoft)};
  color: ${({ theme, $alert }) => ($alert ? theme.colors.warning : theme.colors.info)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Message = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
