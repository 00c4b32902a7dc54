/**
 * My account (docs/accounts.md#account-page): my information, current account (plan and trial), the
 * cycle's sale fees (admins with a store), and
 * store profile (shop domain, product sync, disconnect; admins), password reset request, social
 * accounts (each network's connection and a link to its shopboard tab; admins with a store) and
 * the danger zone (admins). Influencers see their picture and merchant line instead,
 * and no delete button. The business logo heads the page once there is one.
 */
import styled from 'styled-components';
import { AccountLinks } from '../features/account/components/AccountLinks';
import { AccountSection } from '../features/account/components/AccountSection';
import { BusinessLogo } from '../features/account/components/BusinessLogo';
import { CurrentPlan } from '../features/account/components/CurrentPlan';
import { DangerZone } from '../features/account/components/DangerZone';
import { InfluencerProfile } from '../features/account/components/InfluencerProfile';
import { MyInformation } from '../features/account/components/MyInformation';
import { PasswordSection } from '../features/account/components/PasswordSection';
import { SaleFeesSection } from '../features/account/components/SaleFeesSection';
import { SectionNote } from '../features/account/components/SectionNote';
import { SocialAccounts } from '../features/shopboard/components/SocialAccounts';
import { StoreProfile } from '../features/store/components/StoreProfile';
import { useT } from '../i18n/useT';
import type { PageComponentProps } from '../lib/pageTypes';

export function MyAccountPage({ props }: PageComponentProps) {
  const t = useT();
  const user = props.user;
  if (!user) return null; // the server sends signed-out visitors to login
  return (
    <Stack>
      <Title>{t('page.myAccount.title')}</Title>
      <BusinessLogo businessName={user.businessName} />
      {!user.isAdmin && <InfluencerProfile user={user} />}
      <MyInformation user={user} />
      {user.isAdmin && <CurrentPlan user={user} />}
      {user.isAdmin && user.storeConnected && <SaleFeesSection />}
      {user.isAdmin && (
        <AccountSection title={t('account.store.title')}>
          <StoreProfile storeConnected={user.storeConnected} />
        </AccountSection>
      )}
      <PasswordSection email={user.email} />
      {user.isAdmin && (
        <AccountSection title={t('account.social.title')}>
          {user.storeConnected ? <SocialAccounts /> : <SectionNote>{t('account.store.notConnected')}</SectionNote>}
        </AccountSection>
      )}
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
