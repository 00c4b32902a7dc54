/**
 * One tab of the analytics page: the overview cards and the chart of its channel (links: the
 * looks of the links list; shorts; multilinks with their experiences; the shopboard: the shoppable feed and its post pages;
 * docs/analytics.md#analytics-page).
 */
import styled from 'styled-components';
import { FigureStrip } from '../../../components/FigureStrip';
import { Spinner } from '../../../components/Spinner';
import type { InsightsOverview } from '../../../generated/InsightsOverview';
import { useT } from '../../../i18n/useT';
import type { DateRange } from '../../../lib/dateRange';
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
  if (!overview) return loading ? <Spinner label={t('common.loading')} /> : <Muted>{t('analytics.empty')}</Muted>;
  const channel = {
    links: overview.looks_analytics,
    shorts: overview.shorts_analytics,
    multilinks: overview.multilinks_analytics,
    shopboard: overview.shopboard_analytics,
  }[tab];
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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
