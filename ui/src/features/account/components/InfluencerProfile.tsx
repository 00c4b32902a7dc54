/** What influencers see at the top of their account page (spec 1 §2.4): picture and merchant line. */
import styled from 'styled-components';
import type { SessionUser } from '../../../generated/SessionUser';
import { Avatar } from '../../../components/Avatar';
import { useT } from '../../../i18n/useT';

interface Props {
  user: SessionUser;
}

export function InfluencerProfile({ user }: Props) {
  const t = useT();
  const name = user.name || user.influencerUsername || user.username;
  return (
    <Row data-influencer-profile="">
      {/* The picture is a placeholder with initials until the influencer has an image. */}
      <Avatar name={name} imageUrl={user.influencerImageUrl} size={64} />
      <div>
        <Name>{name}</Name>
        <Merchant>{t('account.merchantLine', { business: user.businessName || user.username })}</Merchant>
      </div>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Merchant = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
