/**
 * Figures of a multilink and of its experiences (spec 2 §2 "Multilink preview", §9 "Derived
 * figures"): clicks are the larger of views and checkouts, CR is checkouts / views × 100 and the
 * cart average revenue / checkouts, each guarded against zero.
 */
import { averageOrderValue, money, multilinkConversionRate, multilinkViewsShown } from '../../lib/links/figures';
import { formatCount, formatMoneyShort, formatPercent } from '../../lib/links/format';
import type { LinkAnalyticsOut } from '../../generated/LinkAnalyticsSummary';
import type { MultilinkOut } from '../../generated/MultilinkOut';
import { asDeviceOption, type DeviceOption } from '../../lib/links/types';
import { experienceLetter, experienceTypeOf, type ExperienceType } from './experiences';

export interface ShownFigures {
  clicks: string;
  sales: string;
  revenue: string;
  cr: string;
  cartAverage: string;
}

/** Absent figures (null from the server) show as zero. */
function shown({ visits, checkouts, revenue }: LinkAnalyticsOut, currency: string): ShownFigures {
  return {
    clicks: formatCount(multilinkViewsShown(visits, checkouts)),
    sales: formatCount(checkouts ?? 0),
    revenue: formatMoneyShort(money(revenue), currency),
    cr: formatPercent(multilinkConversionRate(visits, checkouts)),
    cartAverage: formatMoneyShort(averageOrderValue(revenue, checkouts), currency),
  };
}

/** The multilink's own figures (all experiences together). */
export function multilinkFigures(multilink: MultilinkOut): ShownFigures {
  return shown(multilink.analytics, multilink.currency);
}

export interface ExperienceRow extends ShownFigures {
  linkId: string;
  /** "A", "B", … (spec 2 §2: Experience A, B, C). */
  letter: string;
  type: ExperienceType;
  device: DeviceOption;
  traffic: string;
}

/** The experiences table rows, in the server's order. */
export function experienceRows(multilink: MultilinkOut): ExperienceRow[] {
  return multilink.links_options.map((option, index) => {
    const data = option.link_data;
    return {
      linkId: option.link_id,
      letter: experienceLetter(index),
      type: experienceTypeOf(data),
      device: asDeviceOption(option.device_option),
      traffic: `${option.value}%`,
      ...shown(data.link_analytics, multilink.currency),
    };
  });
}
