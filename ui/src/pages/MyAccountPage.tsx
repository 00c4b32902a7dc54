/**
 * My account (spec 1 §2.4): my information, current plan and store profile (admins), password
 * reset request, social accounts and the danger zone (admins). Influencers see their picture and
 * merchant line instead, and no delete button.
 */
import styled from 'styled-components';
import { AccountLinks } from '../features/account/components/AccountLinks';
import { CurrentPlan } from '../features/account/components/CurrentPlan';
import { DangerZone } from '../features/account/components/DangerZone';
import { InfluencerProfile } from '../features/account/components/InfluencerProfile';
import { MyInformation } from '../features/account/components/MyInformation';
import { PasswordSection } from '../features/account/components/PasswordSection';
import { PendingSection } from '../features/account/components/PendingSection';
import { useT } from '../i18n/useT';
import { PATHS } from '../app/routes';
import type { PageComponentProps } from '../app/pageTypes';

export function MyAccountPage({ props }: PageComponentProps) {
  const t = useT();
  const user = props.user;
  if (!user) return null; // the server sends signed-out visitors to login
  return (
    <Stack>
      <Title>{t('page.myAccount.title')}</Title>
      {!user.isAdmin && <InfluencerProfile user={user} />}
      <MyInformation user={user} />
      {user.isAdmin && <CurrentPlan user={user} />}
      {user.isAdmin && (
        <PendingSection
          title={t('account.store.title')}
          note={t(user.storeConnected ? 'account.store.comingSoon' : 'account.store.notConnected')}
        >
          {!user.storeConnected && <a href={PATHS.helpShopify}>{t('account.store.howTo')}</a>}
        </PendingSection>
      )}
      <PasswordSection email={user.email} />
      <PendingSection title={t('account.social.title')} note={t('account.social.comingSoon')} />
      {user.isAdmin && <DangerZone username={user.username} />}
      <AccountLinks user={user} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;
