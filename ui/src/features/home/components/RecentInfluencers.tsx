/**
 * The influencers tab of home's recent activity (docs/home.md#recent-activities), admins only:
 * up to four influencers with their picture, whether they are active, and their lifetime clicks
 * and sales; each name opens the influencer's preview.
 */
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { PersonCard } from '../../../components/PersonCard';
import { CardTitleLink } from '../../../domain/links/CardTitleLink';
import { Tag } from '../../../components/Tag';
import { useT } from '../../../i18n/useT';
import { influencerPreviewPath } from '../../../domain/influencers/influencers';
import { formatCount } from '../../../lib/format';
import { ellipsis } from '../../../theme/mixins';
import type { RecentInfluencer } from '../influencerFigures';
import { RecentGrid } from './RecentGrid';

interface Props {
  influencers: readonly RecentInfluencer[];
  mobileCount: number;
  label: string;
}

export function RecentInfluencers({ influencers, mobileCount, label }: Props) {
  const t = useT();
  return (
    <RecentGrid aria-label={label} $mobileCount={mobileCount}>
      {influencers.map((influencer) => (
        <PersonCard key={influencer.username} data-home-influencer={influencer.username}>
          <Avatar name={influencer.username} imageUrl={influencer.image} size={48} />
          <Body>
            <Name>
              <CardTitleLink href={influencerPreviewPath(influencer.username)}>@{influencer.username}</CardTitleLink>
            </Name>
            <Figures>
              {influencer.clicks !== null && (
                <span data-influencer-clicks="">
                  {influencer.clicks === 1 ? t('home.influencer.clickOne') : t('home.influencer.clicks', { count: formatCount(influencer.clicks) })}
                </span>
              )}
              {influencer.sales !== null && (
                <span data-influencer-sales="">
                  {influencer.sales === 1 ? t('links.item.saleOne') : t('links.item.sales', { count: formatCount(influencer.sales) })}
                </span>
              )}
            </Figures>
          </Body>
          {!influencer.isActive && <Tag tone="neutral">{t('influencers.inactive')}</Tag>}
        </PersonCard>
      ))}
    </RecentGrid>
  );
}

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  ${ellipsis}
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
