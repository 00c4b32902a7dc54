/**
 * On the free plan's card, for a free account: the days left of its trial, or that it ended.
 * The pricing page uses the public layout, so the dashboard's trial strip is not there to say it.
 */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { planState } from '../../../lib/plan';

interface Props {
  user: SessionUser;
}

export function FreeTrialNote({ user }: Props) {
  const t = useT();
  const state = planState(user);
  if (!state.isFree) return null;
  const days = user.freeTrialDaysLeft;
  let message: string;
  if (state.inTrial) {
    message = days === 1 ? t('trial.daysLeftOne') : t('trial.daysLeftMany', { days });
  } else {
    message = user.isAdmin ? t('trial.ended') : t('trial.endedInfluencer', { business: user.businessName });
  }
  return (
    <Note $alert={state.trialAlert} data-free-trial={state.inTrial ? days : 'ended'}>
      {message}
    </Note>
  );
}

const Note = styled.p<{ $alert: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $alert }) => ($alert ? theme.colors.warningSoft : theme.colors.infoSoft)};
  color: ${({ theme, $alert }) => ($alert ? theme.colors.warning : theme.colors.info)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
