/**
 * A business's shoppable feed (docs/shopboard.md#public-feed), rendered on the server and sent
 * without any script of ours: a grid of the merchant's shown posts across networks, newest
 * first, three to a row on a phone. A tagged post is a link to its post page (an instant store
 * page of its products); a post without products is shown but leads nowhere. Pictures carry
 * their size, so the grid does not move as they arrive, and only the first row loads at once:
 * the rest load as they come into view. The theme's strip, the logo and the store's name head
 * it, as on the instant store page.
 */
import styled from 'styled-components';
import type { PageComponentProps } from '../../lib/pageTypes';
import type { ShopboardFeedData } from '../../generated/ShopboardFeedData';
import type { ShopboardFeedTile } from '../../generated/ShopboardFeedTile';
import { useT } from '../../i18n/useT';
import { SalesStrip } from './SalesStrip';
import { StoreHeader } from './StoreHeader';

export function FeedPage({ props }: PageComponentProps) {
  const t = useT();
  const data = props.data as ShopboardFeedData;
  return (
    <>
      <SalesStrip look={data.theme} />
      <Page>
        <StoreHeader storeName={data.storeName} logo={data.logo} />
        <Title>{t('instantStore.feed.title')}</Title>
        {data.posts.length === 0 ? <Muted data-feed-empty="">{t('instantStore.feed.empty')}</Muted> : null}
        <Grid data-feed-grid="">
          {data.posts.map((post) => (
            <Tile key={post.id} post={post} radius={data.theme.image_border_radius} />
          ))}
        </Grid>
        {data.previousHref || data.nextHref ? (
          <Pages aria-label={t('instantStore.feed.pages')}>
            {data.previousHref ? <a href={data.previousHref}>{t('instantStore.feed.newer')}</a> : <span />}
            {data.nextHref ? (
              <a href={data.nextHref} data-feed-more="">
                {t('instantStore.feed.more')}
              </a>
            ) : null}
          </Pages>
        ) : null}
      </Page>
    </>
  );
}

function Tile({ post, radius }: { post: ShopboardFeedTile; radius: string }) {
  const t = useT();
  const picture = (
    <Picture
      src={post.image}
      alt={post.alt}
      width={post.width}
      height={post.height}
      loading={post.eager ? 'eager' : 'lazy'}
      decoding="async"
      $radius={radius}
    />
  );
  return (
    <Cell data-feed-post={post.id} data-network={post.network}>
      {post.href ? (
        <a href={post.href} aria-label={t('instantStore.feed.shopPost', { caption: post.alt })} data-feed-shop="">
          {picture}
          <Shop>{t('instantStore.feed.shop')}</Shop>
        </a>
      ) : (
        picture
      )}
      <Badge>{post.network}</Badge>
    </Cell>
  );
}

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Three to a row on a phone, four from a tablet up: the way shoppers know feeds. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px;
  @media (min-width: 640px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Cell = styled.div`
  position: relative;
  a {
    display: block;
    color: inherit;
  }
`;

const Picture = styled.img<{ $radius: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.border};
`;

const Badge = styled.span`
  position: absolute;
  inset-block-start: 4px;
  inset-inline-start: 4px;
  padding: 1px 6px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: 11px;
  line-height: 16px;
  pointer-events: none;
`;

const Shop = styled.span`
  position: absolute;
  inset-block-end: 4px;
  inset-inline-end: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  background: #fff;
  color: #111;
  font-size: 12px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
`;

const Pages = styled.nav`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.lg};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
