/**
 * Figures of a multilink and of its experiences (spec 2 §2 "Multilink preview", §9 "Derived
 * figures"): clicks are the larger of views and checkouts, CR is checkouts / views × 100 and the
 * cart average revenue / checkouts, each guarded against zero.
 */
import { averageOrderValue, money, multilinkConversionRate, multilinkViewsShown } from '../../lib/links/figures';
import { formatCount, formatMoneyShort, formatPercent } from '../../lib/links/format';
import type { LinkOptionOut, MultilinkOut } from '../../lib/links/types';
import { experienceLetter, type ExperienceType } from './experiences';

export interface ShownFigures {
  clicks: string;
  sales: string;
  revenue: string;
  cr: string;
  cartAverage: string;
}

function shown(visits: number, checkouts: number, revenue: string, currency: string): ShownFigures {
  return {
    clicks: formatCount(multilinkViewsShown(visits, checkouts)),
    sales: formatCount(checkouts),
    revenue: formatMoneyShort(money(revenue), currency),
    cr: formatPercent(multilinkConversionRate(visits, checkouts)),
    cartAverage: formatMoneyShort(averageOrderValue(revenue, checkouts), currency),
  };
}

/** The multilink's own figures (all experiences together). */
export function multilinkFigures(multilink: MultilinkOut): ShownFigures {
  const { visits, checkouts, revenue } = multilink.analytics;
  return shown(visits, checkouts, revenue, multilink.currency);
}

export interface ExperienceRow extends ShownFigures {
  linkId: string;
  /** "A", "B", … (spec 2 §2: Experience A, B, C). */
  letter: string;
  type: ExperienceType;
  device: LinkOptionOut['device_option'];
  traffic: string;
}

/** The experiences table rows, in the server's order. */
export function experienceRows(multilink: MultilinkOut): ExperienceRow[] {
  return multilink.links_options.map((option, index) => {
    const data = option.link_data;
    const type: ExperienceType = data.link_type === 'LOOK' ? 'LOOK' : data.url_type === 'LOOK' ? 'CUSTOM' : data.url_type;
    return {
      linkId: option.link_id,
      letter: experienceLetter(index),
      type,
      device: option.device_option,
      traffic: `${option.value}%`,
      ...shown(
        data.visits ?? data.link_analytics.visits,
        data.checkouts ?? data.link_analytics.checkouts,
        data.revenue ?? data.link_analytics.revenue,
        multilink.currency,
      ),
    };
  });
}
