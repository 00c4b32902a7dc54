/**
 * Auto-swap's record: per swap, the look (leading to its preview), the product that ran out and
 * the one put in its place, and the day (the server's zone-less UTC time, shown as its day like
 * the lists' created dates). An empty record says so.
 */
import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { previewPath } from '../../../domain/links/contentRoute';
import { formatDayMonthYear } from '../../../lib/format';
import { visuallyHidden } from '../../../theme/mixins';
import type { ProductSwap } from '../../../generated/ProductSwap';
import { Intro } from './SettingsSection';

interface Props {
  swaps: ProductSwap[] | 'failed' | null;
}

export function SwapList({ swaps }: Props) {
  const t = useT();
  return (
    <Block data-swaps="">
      <Heading>{t('settings.autoSwap.history')}</Heading>
      {swaps === null ? (
        <Spinner label={t('common.loading')} size={20} />
      ) : swaps === 'failed' ? (
        <Intro>{t('settings.autoSwap.loadFailed')}</Intro>
      ) : swaps.length === 0 ? (
        <Intro data-swaps-empty="">{t('settings.autoSwap.empty')}</Intro>
      ) : (
        <Rows>
          {swaps.map((swap) => (
            <Row key={swap.id} data-swap={swap.id}>
              <LookLink href={previewPath('LOOK', swap.link_id)}>{swap.link_title}</LookLink>
              <Change>
                <span>{swap.from_title}</span>
                <Icon name="chevronForward" size={14} mirrorInRtl />
                <Hidden>{t('settings.autoSwap.replacedBy')}</Hidden>
                <span>{swap.to_title}</span>
              </Change>
              <When dateTime={swap.created_at}>{formatDayMonthYear(swap.created_at)}</When>
            </Row>
          ))}
        </Rows>
      )}
    </Block>
  );
}

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.font.size.sm};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const LookLink = styled.a`
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Change = styled.span`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  grid-column: 2;
  grid-row: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
