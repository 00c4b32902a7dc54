/**
 * Which figures a link preview shows and their values (docs/analytics.md#link-preview),
 * as data, so the strip component stays dumb and the role rules are testable.
 */
import type { MessageKey } from '../../i18n/catalogue';
import { averageOrderValue, conversionRate, money, views as viewsOf } from '../../domain/links/figures';
import { formatCount, formatMoneyShort, formatPercent } from '../../lib/format';
import type { LinkFigures } from '../../generated/LinkFigures';
import type { PreviewVisibility } from './visibility';

export interface FigureSpec {
  id: string;
  labelKey: MessageKey;
  value: string;
}

/** The figures in display order; absent figures (null from the server) show as zero. */
export function linkFigures(figures: LinkFigures | null, currency: string, visibility: PreviewVisibility, isAdmin: boolean): FigureSpec[] {
  const f = figures;
  const views = f?.views ?? null;
  const requested = f?.requested_checkouts ?? null;
  const checkouts = f?.checkouts ?? null;
  const revenue = f?.revenue ?? null;
  const specs: FigureSpec[] = [];
  if (visibility.views) specs.push({ id: 'views', labelKey: 'linkPreview.figure.views', value: formatCount(viewsOf(views)) });
  if (visibility.checkouts) specs.push({ id: 'checkouts', labelKey: 'linkPreview.figure.checkouts', value: formatCount(checkouts ?? 0) });
  if (visibility.revenue)
    specs.push({
      id: 'revenue',
      // An influencer's revenue is their attributed revenue, titled as such (docs/analytics.md#permissions).
      labelKey: isAdmin ? 'linkPreview.figure.revenue' : 'linkPreview.figure.attributedRevenue',
      value: formatMoneyShort(money(revenue), currency),
    });
  if (visibility.requestedCheckouts)
    specs.push({ id: 'requested', labelKey: 'linkPreview.figure.requestedCheckouts', value: formatCount(requested ?? 0) });
  if (visibility.tax) specs.push({ id: 'tax', labelKey: 'linkPreview.figure.tax', value: formatMoneyShort(money(f?.total_tax ?? null), currency) });
  if (visibility.cr) specs.push({ id: 'cr', labelKey: 'linkPreview.figure.cr', value: formatPercent(conversionRate(views, checkouts)) });
  if (visibility.aov) specs.push({ id: 'aov', labelKey: 'linkPreview.figure.aov', value: formatMoneyShort(averageOrderValue(revenue, checkouts), currency) });
  return specs;
}
