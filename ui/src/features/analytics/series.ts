/**
 * The analytics page's chart (docs/analytics.md#analytics-page): which series it offers a viewer
 * (each needs what its card needs), and when it shows at all — never for the last 24 hours, whose
 * two days make no curve.
 */
import type { MessageKey } from '../../i18n/catalogue';
import type { SeriesKind } from '../../domain/links/dailySeries';
import type { DateRange } from '../../lib/dateRange';
import type { AnalyticsAccess } from './access';

/** The series in menu order with their names. */
const SERIES: ReadonlyArray<{ kind: SeriesKind; labelKey: MessageKey; shown: (access: AnalyticsAccess) => boolean }> = [
  { kind: 'clicks', labelKey: 'analytics.series.views', shown: (a) => a.visits },
  { kind: 'sales', labelKey: 'analytics.series.checkouts', shown: (a) => a.checkouts },
  { kind: 'revenue', labelKey: 'analytics.series.revenue', shown: (a) => a.revenue },
  { kind: 'cr', labelKey: 'analytics.series.cr', shown: (a) => a.cr },
  { kind: 'aov', labelKey: 'analytics.series.aov', shown: (a) => a.aov },
];

export function chartSeries(access: AnalyticsAccess): Array<{ kind: SeriesKind; labelKey: MessageKey }> {
  return SERIES.filter((series) => series.shown(access)).map(({ kind, labelKey }) => ({ kind, labelKey }));
}

export const chartsShown = (range: DateRange): boolean => range.preset !== 'last24Hours';
