/**
 * One multilink in the list (docs/links.md#lists): its title (which opens the preview), created
 * date, clicks and experiences count, and the promocode if any; then the foot every link card
 * has: the public address with Copy, Open (preview or public page), QR code, and Edit and
 * Delete for admins.
 */
import styled from 'styled-components';
import { CardTitleLink } from '../../../domain/links/CardTitleLink';
import { LinkCardActions } from '../../../domain/links/LinkCardActions';
import { useT } from '../../../i18n/useT';
import { views } from '../../../domain/links/figures';
import { formatCount, formatDayMonthYear } from '../../../lib/format';
import { multilinkPreviewPath } from '../../../domain/links/previewOrigin';
import type { MultilinkOut } from '../../../generated/MultilinkOut';

interface Props {
  multilink: MultilinkOut;
  onOpen: (multilinkId: string) => void;
  /** Null hides Edit and Delete (those who may not manage multilinks). */
  onEdit: ((multilinkId: string) => void) | null;
  onDelete: ((multilinkId: string) => void) | null;
  /** The outcome of Copy; the list shows the toast. */
  onCopied: (ok: boolean) => void;
  /** Attached to the item where the next page should start loading. */
  nearEndRef?: (element: Element | null) => void;
}

export function MultilinkItem({ multilink, onOpen, onEdit, onDelete, onCopied, nearEndRef }: Props) {
  const t = useT();
  const id = multilink.multilink_id;
  const clicks = views(multilink.analytics.views);
  const open = () => onOpen(id);
  return (
    <Item ref={nearEndRef} data-multilink-item={id}>
      <Title>
        {/* A real link to the preview's address (a new tab works); a plain click opens it in place. */}
        <CardTitleLink
          href={multilinkPreviewPath(id)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            open();
          }}
        >
          {multilink.title}
        </CardTitleLink>
      </Title>
      <Meta>{formatDayMonthYear(multilink.created_at)}</Meta>
      <Meta>
        {t('multilinks.item.clicks', { count: formatCount(clicks) })} ·{' '}
        {t('multilinks.item.experiences', { count: multilink.links_options.length })}
      </Meta>
      {multilink.promocode?.code && (
        <Meta>
          {t('multilinks.preview.promocode')}: <span dir="ltr">{multilink.promocode.code}</span>
        </Meta>
      )}
      <Foot>
        <LinkCardActions
          title={multilink.title}
          id={id}
          publicUrl={multilink.public_url}
          preview={{ onOpen: open }}
          onEdit={onEdit && (() => onEdit(id))}
          onDelete={onDelete && (() => onDelete(id))}
          onCopied={onCopied}
        />
      </Foot>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Foot = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
