/**
 * One influencer in the list: round picture, username (a link to their preview), email,
 * promocode and whether they are active. The whole card is the preview's link target by its
 * title, so it opens in a new tab too.
 */
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { PersonCard } from '../../../components/PersonCard';
import { Tag } from '../../../components/Tag';
import { CardTitleLink } from '../../../domain/links/CardTitleLink';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import type { NearEndRef } from '../../../hooks/useNearEnd';
import { influencerPreviewPath } from '../../../domain/influencers/influencers';
import { useT } from '../../../i18n/useT';
import { ellipsis } from '../../../theme/mixins';

interface Props {
  influencer: InfluencerListItem;
  nearEndRef?: NearEndRef;
}

export function InfluencerCard({ influencer, nearEndRef }: Props) {
  const t = useT();
  return (
    <PersonCard ref={nearEndRef} data-influencer-item={influencer.username}>
      <Avatar name={influencer.username} imageUrl={influencer.profile_image_url} size={56} />
      <Body>
        <Name>
          <CardTitleLink href={influencerPreviewPath(influencer.username)}>@{influencer.username}</CardTitleLink>
        </Name>
        <Line title={influencer.email}>{influencer.email}</Line>
        <Tags>
          {influencer.promocode && <Tag tone="brand">{influencer.promocode}</Tag>}
          {!influencer.is_active && <Tag tone="neutral">{t('influencers.inactive')}</Tag>}
        </Tags>
      </Body>
    </PersonCard>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  ${ellipsis}
`;

const Line = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${ellipsis}
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
