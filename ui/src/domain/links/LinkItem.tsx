/**
 * One link or short in the list (docs/links.md#lists): picture (its own, the first product's, or a
 * placeholder), views, created date, influencer and title (a link to the preview), then the
 * shared foot: the public address with Copy, Open (preview or public page), QR code, Edit and
 * Delete (the last two only for those who may manage links). On a phone the card is compact, a thumbnail beside the text,
 * so a card's title and actions fit on the first screen; from 1000px the picture heads the card.
 * `compact` keeps the phone's layout at every width and adds the sales figures the viewer may see
 * (home's recent lists, docs/home.md#recent-activities).
 */
import styled, { css } from 'styled-components';
import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { CardTitleLink } from './CardTitleLink';
import { LinkCardActions } from './LinkCardActions';
import { useT } from '../../i18n/useT';
import { ellipsis } from '../../theme/mixins';
import { media } from '../../theme/theme';
import { previewPath } from './contentRoute';
import { money, views } from './figures';
import { formatCount, formatDayMonthYear, formatMoneyShort } from '../../lib/format';
import type { LinkOut } from '../../generated/LinkOut';
import { asLinkType } from './types';

interface Props {
  link: LinkOut;
  canManage: boolean;
  onEdit: (link: LinkOut) => void;
  onDelete: (link: LinkOut) => void;
  /** The outcome of Copy; the list shows the toast. */
  onCopied: (ok: boolean) => void;
  nearEndRef?: (element: Element | null) => void;
  /** The phone's row layout at every width, with checkouts and revenue. */
  compact?: boolean;
}

export function LinkItem({ link, canManage, onEdit, onDelete, onCopied, nearEndRef, compact = false }: Props) {
  const t = useT();
  const image = link.images[0]?.src ?? link.link_default_image;
  const title = link.description.trim() || t('links.item.noTitle');
  const analytics = link.link_analytics;
  const viewCount = views(analytics.views);
  const preview = previewPath(asLinkType(link.link_type), link.link_id);
  return (
    <Item ref={nearEndRef} data-link-item={link.link_id} $compact={compact}>
      {image ? (
        <Picture src={image} alt="" loading="lazy" $compact={compact} />
      ) : (
        <Placeholder aria-hidden="true" data-link-placeholder="" $compact={compact}>
          <Icon name={link.link_type === 'SHORT' ? 'bolt' : 'link'} size={32} />
        </Placeholder>
      )}
      <Body $compact={compact}>
        <Title title={title}>
          <CardTitleLink href={preview}>{title}</CardTitleLink>
        </Title>
        <Meta>
          <span>{viewCount === 1 ? t('links.item.viewOne') : t('links.item.views', { count: formatCount(viewCount) })}</span>
          {compact && analytics.checkouts !== null && (
            <span data-link-sales="">
              {analytics.checkouts === 1 ? t('links.item.saleOne') : t('links.item.sales', { count: formatCount(analytics.checkouts) })}
            </span>
          )}
          {compact && analytics.revenue !== null && (
            <span data-link-revenue="">{t('links.item.revenue', { amount: formatMoneyShort(money(analytics.revenue), analytics.currency) })}</span>
          )}
          <span>{t('links.item.created', { date: formatDayMonthYear(link.created_at) })}</span>
        </Meta>
        {link.influencer_username && (
          <Influencer>
            <Avatar name={link.influencer_username} imageUrl={link.influencer_image} size={24} />
            <span>{link.influencer_username}</span>
          </Influencer>
        )}
      </Body>
      <Foot $compact={compact}>
        <LinkCardActions
          title={title}
          id={link.link_id}
          publicUrl={link.public_url}
          preview={{ href: preview }}
          onEdit={canManage ? () => onEdit(link) : null}
          onDelete={canManage ? () => onDelete(link) : null}
          onCopied={onCopied}
        />
      </Foot>
    </Item>
  );
}

/** Thumbnail width on a phone; the picture keeps the 4:5 of the desktop card. */
const THUMB = '80px';

/**
 * The phone's layout of a part: under 1000px always, at every width when the card is compact.
 * `rules` is the part's compact CSS.
 */
const compactAt = (rules: ReturnType<typeof css>) => css<{ $compact: boolean }>`
  ${media.mobile} {
    ${rules}
  }

  ${({ $compact }) => $compact && rules}
`;

const Item = styled.li<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${compactAt(css`
    display: grid;
    grid-template-columns: ${THUMB} minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  `)}
`;

/** The picture and the placeholder: the card's head from 1000px, a thumbnail on a phone. */
const pictureFrame = css`
  width: 100%;
  aspect-ratio: 4 / 5;
  border-radius: inherit;
  border-end-start-radius: 0;
  border-end-end-radius: 0;
`;

const thumbCorners = css`
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Picture = styled.img<{ $compact: boolean }>`
  ${pictureFrame}
  object-fit: cover;

  ${compactAt(thumbCorners)}
`;

const Placeholder = styled.div<{ $compact: boolean }>`
  ${pictureFrame}
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};

  ${compactAt(thumbCorners)}
`;

const Body = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};

  ${compactAt(css`
    padding: 0;
  `)}
`;

const Foot = styled.div<{ $compact: boolean }>`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.md};

  ${compactAt(css`
    grid-column: 1 / -1;
    padding: 0;
  `)}
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  ${ellipsis}
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Influencer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
