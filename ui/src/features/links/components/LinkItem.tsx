/**
 * One link or short in the list (docs/links.md#lists): picture (its own, the first product's, or a
 * placeholder), views, created date, influencer, and the title; actions open, edit, copy and
 * delete (edit and delete only for those who may manage links).
 */
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { ellipsis } from '../../../theme/mixins';
import { previewPath } from '../../../lib/links/contentRoute';
import { viewsShown } from '../../../lib/links/figures';
import { formatCount, formatDayMonthYear } from '../../../lib/links/format';
import type { LinkOut } from '../../../generated/LinkOut';
import { asLinkType } from '../../../lib/links/types';

interface Props {
  link: LinkOut;
  canManage: boolean;
  onEdit: (link: LinkOut) => void;
  onCopy: (link: LinkOut) => void;
  onDelete: (link: LinkOut) => void;
  nearEndRef?: (element: Element | null) => void;
}

export function LinkItem({ link, canManage, onEdit, onCopy, onDelete, nearEndRef }: Props) {
  const t = useT();
  const image = link.images[0]?.src ?? link.link_default_image;
  const title = link.description.trim() || t('links.item.noTitle');
  const analytics = link.link_analytics;
  return (
    <Item ref={nearEndRef} data-link-item={link.link_id}>
      {image ? (
        <Picture src={image} alt="" loading="lazy" />
      ) : (
        <Placeholder aria-hidden="true">
          <Icon name={link.link_type === 'SHORT' ? 'bolt' : 'link'} size={32} />
        </Placeholder>
      )}
      <Body>
        <Title title={title}>{title}</Title>
        <Meta>
          <span>{t('links.item.views', { count: formatCount(viewsShown(analytics.visits, analytics.requested_checkouts, analytics.checkouts)) })}</span>
          <span>{t('links.item.created', { date: formatDayMonthYear(link.created_at) })}</span>
        </Meta>
        {link.influencer_username && (
          <Influencer>
            <Avatar name={link.influencer_username} imageUrl={link.influencer_image} size={24} />
            <span>{link.influencer_username}</span>
          </Influencer>
        )}
        <Actions role="group" aria-label={t('links.item.actions', { title })}>
          <ButtonLink size="sm" variant="secondary" href={previewPath(asLinkType(link.link_type), link.link_id)}>
            {t('links.item.open')}
          </ButtonLink>
          {canManage && (
            <Button size="sm" variant="ghost" onClick={() => onEdit(link)} data-action="edit">
              {t('links.item.edit')}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onCopy(link)} data-action="copy">
            {t('links.item.copy')}
          </Button>
          {canManage && (
            <Button size="sm" variant="ghost" onClick={() => onDelete(link)} data-action="delete">
              {t('links.item.delete')}
            </Button>
          )}
        </Actions>
      </Body>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 5;
  object-fit: cover;
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;
