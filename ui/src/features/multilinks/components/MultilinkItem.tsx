/**
 * One multilink in the list: its title, created date, clicks and experiences count, and the
 * promocode if any. The whole card opens the preview dialog.
 */
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { multilinkViewsShown } from '../../../lib/links/figures';
import { formatCount, formatDayMonthYear } from '../../../lib/links/format';
import type { MultilinkOut } from '../../../generated/MultilinkOut';
import { focusRing } from '../../../theme/mixins';

interface Props {
  multilink: MultilinkOut;
  onOpen: (multilinkId: string) => void;
  /** Attached to the item where the next page should start loading. */
  nearEndRef?: (element: Element | null) => void;
}

export function MultilinkItem({ multilink, onOpen, nearEndRef }: Props) {
  const t = useT();
  const clicks = multilinkViewsShown(multilink.analytics.visits, multilink.analytics.checkouts);
  return (
    <Item ref={nearEndRef}>
      <Card type="button" onClick={() => onOpen(multilink.multilink_id)} data-multilink-item={multilink.multilink_id}>
        <Title>{multilink.title}</Title>
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
      </Card>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
