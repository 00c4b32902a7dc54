/**
 * The analytics page's chart of one channel: one point per day of the range (missing days as
 * zero), the series the viewer may see (Views, Checkouts, Revenue, CR, AOV), as a line or bars.
 */
import { SeriesChart } from '../../../components/SeriesChart';
import type { ChannelOverview } from '../../../generated/ChannelOverview';
import { useT } from '../../../i18n/useT';
import { dailySeries, isCountSeries, seriesFormatter } from '../../../domain/links/dailySeries';
import { chartDays, type DateRange } from '../../../lib/dateRange';
import type { AnalyticsAccess } from '../access';
import { chartSeries } from '../series';

interface Props {
  channel: ChannelOverview;
  range: DateRange;
  loading: boolean;
  access: AnalyticsAccess;
}

export function OverviewChart({ channel, range, loading, access }: Props) {
  const t = useT();
  const days = chartDays(range, channel.data);
  const series = chartSeries(access).map(({ kind, labelKey }) => ({
    id: kind,
    label: t(labelKey),
    points: dailySeries(kind, channel.data, days),
    formatValue: seriesFormatter(kind, channel.currency),
    wholeNumbers: isCountSeries(kind),
  }));
  if (series.length === 0) return null;
  return <SeriesChart title={t('analytics.chart.title')} series={series} loading={loading} kindSwitch />;
}
