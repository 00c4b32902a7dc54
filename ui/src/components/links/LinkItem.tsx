/**
 * One link or short in the list (docs/links.md#lists): picture (its own, the first product's, or a
 * placeholder), views, created date, influencer and title (a link to the preview), then the
 * shared foot: the public address with Copy, Open (preview or public page), QR code, Edit and
 * Delete (the last two only for those who may manage links). On a phone the card is compact, a thumbnail beside the text,
 * so a card's title and actions fit on the first screen; from 1000px the picture heads the card.
 */
import styled, { css } from 'styled-components';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { CardTitleLink } from './CardTitleLink';
import { LinkCardActions } from './LinkCardActions';
import { useT } from '../../i18n/useT';
import { ellipsis } from '../../theme/mixins';
import { media } from '../../theme/theme';
import { previewPath } from '../../lib/links/contentRoute';
import { views } from '../../lib/links/figures';
import { formatCount, formatDayMonthYear } from '../../lib/links/format';
import type { LinkOut } from '../../generated/LinkOut';
import { asLinkType } from '../../lib/links/types';

interface Props {
  link: LinkOut;
  canManage: boolean;
  onEdit: (link: LinkOut) => void;
  onDelete: (link: LinkOut) => void;
  /** The outcome of Copy; the list shows the toast. */
  onCopied: (ok: boolean) => void;
  nearEndRef?: (element: Element | null) => void;
}

export function LinkItem({ link, canManage, onEdit, onDelete, onCopied, nearEndRef }: Props) {
  const t = useT();
  const image = link.images[0]?.src ?? link.link_default_image;
  const title = link.description.trim() || t('links.item.noTitle');
  const analytics = link.link_analytics;
  const viewCount = views(analytics.views);
  const preview = previewPath(asLinkType(link.link_type), link.link_id);
  return (
    <Item ref={nearEndRef} data-link-item={link.link_id}>
      {image ? (
        <Picture src={image} alt="" loading="lazy" />
      ) : (
        <Placeholder aria-hidden="true" data-link-placeholder="">
          <Icon name={link.link_type === 'SHORT' ? 'bolt' : 'link'} size={32} />
        </Placeholder>
      )}
      <Body>
        <Title title={title}>
          <CardTitleLink href={preview}>{title}</CardTitleLink>
        </Title>
        <Meta>
          <span>{viewCount === 1 ? t('links.item.viewOne') : t('links.item.views', { count: formatCount(viewCount) })}</span>
          <span>{t('links.item.created', { date: formatDayMonthYear(link.created_at) })}</span>
        </Meta>
        {link.influencer_username && (
          <Influencer>
            <Avatar name={link.influencer_username} imageUrl={link.influencer_image} size={24} />
            <span>{link.influencer_username}</span>
          </Influencer>
        )}
      </Body>
      <Foot>
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

const Item = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.mobile} {
    display: grid;
    grid-template-columns: ${THUMB} minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The picture and the placeholder: the card's head from 1000px, a thumbnail on a phone. */
const pictureFrame = css`
  width: 100%;
  aspect-ratio: 4 / 5;
  border-radius: inherit;
  border-end-start-radius: 0;
  border-end-end-radius: 0;
`;

const Picture = styled.img`
  ${pictureFrame}
  object-fit: cover;

  ${media.mobile} {
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Placeholder = styled.div`
  ${pictureFrame}
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};

  ${media.mobile} {
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};

  ${media.mobile} {
    padding: 0;
  }
`;

const Foot = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.md};

  ${media.mobile} {
    grid-column: 1 / -1;
    padding: 0;
  }
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
