/**
 * One post on the shopboard: its picture (loaded lazily), caption, a link to it on the network,
 * the Visible / Hidden switch, the tag badge (Tagged, AI-tagged, Untagged), the tagged products'
 * thumbnails, the post's page on the public feed (while shoppers can buy from it), the Tag
 * products button and the way to the post's analytics page.
 */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { SwitchField } from '../../../components/SwitchField';
import { Tag, type TagTone } from '../../../components/Tag';
import type { SocialPost } from '../../../generated/SocialPost';
import { useT } from '../../../i18n/useT';
import { ellipsis } from '../../../theme/mixins';
import { shownProducts, tagState, TAG_STATE_KEY, type TagState } from '../posts';

interface Props {
  post: SocialPost;
  networkName: string;
  /** The post's analytics page. */
  analyticsHref: string;
  /** A tagging call for this post is out. */
  saving: boolean;
  onToggleVisible: () => void;
  onTag: () => void;
}

const TONE: Record<TagState, TagTone> = { manual: 'green', ai: 'brand', untagged: 'neutral' };

export function PostCard({ post, networkName, analyticsHref, saving, onToggleVisible, onTag }: Props) {
  const t = useT();
  const state = tagState(post);
  const products = shownProducts(post);
  const caption = post.caption.trim();
  return (
    <Card data-post={post.post_id} data-post-visible={post.visible} data-post-tag={state}>
      {post.image_url ? (
        <Picture src={post.image_url} alt={caption || t('shopboard.post.noCaption')} loading="lazy" $hidden={!post.visible} />
      ) : (
        <NoPicture role="img" aria-label={t('shopboard.post.noPicture')} $hidden={!post.visible}>
          {t('shopboard.post.noPicture')}
        </NoPicture>
      )}
      <Body>
        <Row>
          <SwitchField
            label={post.visible ? t('shopboard.post.visible') : t('shopboard.post.hidden')}
            checked={post.visible}
            onChange={onToggleVisible}
          />
          <Tag tone={TONE[state]}>{t(TAG_STATE_KEY[state])}</Tag>
        </Row>
        {caption && (
          <Caption dir="auto" title={caption}>
            {caption}
          </Caption>
        )}
        {products.length > 0 && (
          <Thumbs aria-label={t('shopboard.post.products')}>
            {products.map((product) => (
              <li key={product.inventory_id} data-post-product={product.inventory_id}>
                {product.image ? (
                  <Thumb src={product.image.src} alt={product.title} title={product.title} loading="lazy" />
                ) : (
                  <NoThumb role="img" aria-label={product.title} title={product.title} />
                )}
              </li>
            ))}
          </Thumbs>
        )}
        {post.public_url && (
          <External href={post.public_url} target="_blank" rel="noopener" data-post-page="">
            {t('shopboard.post.page')}
          </External>
        )}
        <Row>
          <Button size="sm" variant="secondary" onClick={onTag} disabled={saving} data-tag-products="">
            {saving ? t('shopboard.post.saving') : t('shopboard.post.tagProducts')}
          </Button>
          <ButtonLink size="sm" variant="ghost" href={analyticsHref} data-post-analytics-link="">
            {t('shopboard.post.analytics')}
          </ButtonLink>
          {post.permalink && (
            <External href={post.permalink} target="_blank" rel="noopener noreferrer">
              {t('shopboard.post.open', { network: networkName })}
            </External>
          )}
        </Row>
      </Body>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Picture = styled.img<{ $hidden: boolean }>`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceHover};
  opacity: ${({ $hidden }) => ($hidden ? 0.45 : 1)};
`;

/** A post whose picture could not be kept yet: a plain square saying so. */
const NoPicture = styled.div<{ $hidden: boolean }>`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceHover};
  opacity: ${({ $hidden }) => ($hidden ? 0.45 : 1)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${ellipsis}
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.img`
  display: block;
  width: 36px;
  height: 36px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const NoThumb = styled.span`
  display: block;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const External = styled.a`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.brand};
`;
