/**
 * The activity chart (Clicks, Sales, CR; Clicks first) and, for admins, the commerce chart
 * (Revenue, AOV) of a link preview (docs/analytics.md#link-preview). Each shows one series at a
 * time over every day of the range, missing days as zero.
 */
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { dailySeries, isCountSeries, seriesFormatter, type SeriesKind } from '../../../domain/links/dailySeries';
import { chartDays, type DateRange } from '../../../lib/dateRange';
import type { LinkFigures } from '../../../generated/LinkFigures';
import { SeriesChart, type ChartSeries } from '../../../components/SeriesChart';

const SERIES_KEYS: Readonly<Record<SeriesKind, MessageKey>> = {
  clicks: 'linkPreview.series.clicks',
  sales: 'linkPreview.series.sales',
  cr: 'linkPreview.series.cr',
  revenue: 'linkPreview.series.revenue',
  aov: 'linkPreview.series.aov',
};

interface Props {
  figures: LinkFigures | null;
  loading: boolean;
  range: DateRange;
  currency: string;
  activity: readonly SeriesKind[];
  commerce: readonly SeriesKind[];
}

export function LinkCharts({ figures, loading, range, currency, activity, commerce }: Props) {
  const t = useT();
  const data = figures?.data ?? {};
  const days = chartDays(range, data);

  const toSeries = (kind: SeriesKind): ChartSeries => ({
    id: kind,
    label: t(SERIES_KEYS[kind]),
    points: dailySeries(kind, data, days),
    formatValue: seriesFormatter(kind, currency),
    wholeNumbers: isCountSeries(kind),
  });

  return (
    <>
      {activity.length > 0 && (
        <SeriesChart title={t('linkPreview.chart.activity')} series={activity.map(toSeries)} loading={loading} />
      )}
      {commerce.length > 0 && (
        <SeriesChart title={t('linkPreview.chart.commerce')} series={commerce.map(toSeries)} loading={loading} />
      )}
    </>
  );
}
