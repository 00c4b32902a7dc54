/**
 * One tab of the analytics page: the overview cards and the chart of its channel (links: the
 * looks of the links list; shorts), or for the shopboard, which is not built yet, an honest
 * empty state instead of figures (docs/analytics.md#analytics-page).
 */
import styled from 'styled-components';
import { FigureStrip } from '../../../components/FigureStrip';
import { Spinner } from '../../../components/Spinner';
import type { InsightsOverview } from '../../../generated/InsightsOverview';
import { useT } from '../../../i18n/useT';
import type { DateRange } from '../../../lib/links/dateRange';
import type { AnalyticsAccess, AnalyticsTab } from '../access';
import { overviewCards } from '../cards';
import { chartsShown } from '../series';
import { OverviewChart } from './OverviewChart';

interface Props {
  tab: AnalyticsTab;
  overview: InsightsOverview | null;
  loading: boolean;
  range: DateRange;
  access: AnalyticsAccess;
}

export function ChannelPanel({ tab, overview, loading, range, access }: Props) {
  const t = useT();
  if (tab === 'shopboard') {
    return (
      <Empty data-shopboard-empty="">
        <EmptyTitle>{t('analytics.shopboard.title')}</EmptyTitle>
        <Muted>{t('analytics.shopboard.body')}</Muted>
      </Empty>
    );
  }
  if (!overview) return loading ? <Spinner label={t('common.loading')} /> : <Muted>{t('analytics.empty')}</Muted>;
  const channel = tab === 'links' ? overview.looks_analytics : overview.shorts_analytics;
  const figures = overviewCards(channel, access).map((card) => ({ id: card.id, label: t(card.labelKey), value: card.value }));
  return (
    <Column data-channel={tab}>
      <FigureStrip label={t('analytics.figures')} figures={figures} busy={loading} />
      {chartsShown(range) && <OverviewChart channel={channel} range={range} loading={loading} access={access} />}
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const EmptyTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
