/** What influencers see at the top of their account page (docs/accounts.md#account-page): picture and merchant line. */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { Avatar } from '../../../components/Avatar';
import { Cluster } from '../../../components/Cluster';
import { useT } from '../../../i18n/useT';
import { SectionLead } from './SectionLead';

interface Props {
  user: SessionUser;
}

export function InfluencerProfile({ user }: Props) {
  const t = useT();
  const name = user.name || user.influencerUsername || user.username;
  return (
    <Cluster data-influencer-profile="" $gap="lg" $centered>
      {/* The picture is a placeholder with initials until the influencer has an image. */}
      <Avatar name={name} imageUrl={user.influencerImageUrl} size={64} />
      <div>
        <SectionLead>{name}</SectionLead>
        <Merchant>{t('account.merchantLine', { business: user.businessName || user.username })}</Merchant>
      </div>
    </Cluster>
  );
}


const Merchant = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
