/**
 * Chart series from a link's daily figures (docs/analytics.md#link-preview): one point per
 * day of the range, missing days as zero, revenue rounded to 2 decimals.
 */
import type { LinkDayFigures } from '../../generated/LinkDayFigures';
import { averageOrderValue, conversionRate, money, views } from './figures';
import { formatCount, formatMoneyShort, formatPercent } from '../../lib/format';
import type { Day } from '../../lib/days';
import type { SeriesPoint } from '../../lib/series';

/** The series a preview chart can show. */
export type SeriesKind = 'clicks' | 'sales' | 'cr' | 'revenue' | 'aov';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The value of one day for one series. */
function dayValue(kind: SeriesKind, figures: LinkDayFigures): number {
  switch (kind) {
    case 'clicks':
      return views(figures.views);
    case 'sales':
      return figures.checkouts ?? 0;
    case 'cr':
      return round2(conversionRate(figures.views, figures.checkouts));
    case 'revenue':
      return round2(money(figures.revenue));
    case 'aov':
      return round2(averageOrderValue(figures.revenue, figures.checkouts));
  }
}

/** One point per day in `days`; a day the server did not send counts as zero. */
export function dailySeries(
  kind: SeriesKind,
  data: Readonly<Record<Day, LinkDayFigures>>,
  days: readonly Day[],
): SeriesPoint[] {
  return days.map((day) => {
    const figures = data[day];
    return { day, value: figures ? dayValue(kind, figures) : 0 };
  });
}

/** Tick and tooltip text of a series' values: money in the currency, CR in percent, else a count. */
export function seriesFormatter(kind: SeriesKind, currency: string): (value: number) => string {
  switch (kind) {
    case 'revenue':
    case 'aov':
      return (value) => formatMoneyShort(value, currency);
    case 'cr':
      return formatPercent;
    case 'clicks':
    case 'sales':
      return formatCount;
  }
}

/** Series of counts, whose chart axis steps by whole numbers. */
export const isCountSeries = (kind: SeriesKind): boolean => kind === 'clicks' || kind === 'sales';
