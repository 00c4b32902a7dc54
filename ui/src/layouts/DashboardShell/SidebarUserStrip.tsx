/** The account strip at the foot of the sidebar: who is signed in, the plan, and Upgrade (admin). */
import styled from 'styled-components';
import type { SessionUser } from '../../generated/SessionUser';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/ButtonLink';
import { PATHS } from '../../lib/routes';
import { useT } from '../../i18n/useT';
import { ellipsis } from '../../theme/mixins';
import { planLabelKey } from '../../lib/plan';

interface Props {
  user: SessionUser;
}

export function SidebarUserStrip({ user }: Props) {
  const t = useT();
  const displayName = user.isAdmin ? user.businessName || user.name : user.name || user.username;
  return (
    <Strip aria-label={t('userStrip.label')}>
      <Who>
        <Avatar name={displayName} imageUrl={user.isAdmin ? null : user.influencerImageUrl} size={32} />
        <Text data-sidebar-label="">
          <Name>{displayName}</Name>
          <Plan>{t('userMenu.plan', { plan: t(planLabelKey(user)) })}</Plan>
        </Text>
      </Who>
      {user.isAdmin && (
        <UpgradeSlot data-sidebar-hide="">
          <ButtonLink href={PATHS.pricingPlans} variant="secondary" size="sm" fullWidth>
            {t('action.upgrade')}
          </ButtonLink>
        </UpgradeSlot>
      )}
    </Strip>
  );
}

const Strip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.span`
  ${ellipsis}
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Plan = styled.span`
  ${ellipsis}
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const UpgradeSlot = styled.div``;
