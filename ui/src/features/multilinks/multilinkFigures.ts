/**
 * Figures of a multilink and of its experiences (docs/analytics.md#experiences): clicks are the
 * larger of views and checkouts. An experience's CR and cart average are the server's
 * (`ExperienceFigures`); for the multilink as a whole the server sends none, so CR is checkouts /
 * views × 100 and the cart average revenue / checkouts, guarded against zero. Absent figures (null
 * from the server) show as zero.
 */
import type { ExperienceFigures } from '../../generated/ExperienceFigures';
import type { MultilinkOut } from '../../generated/MultilinkOut';
import { averageOrderValue, conversionRate, money, views as viewsOf } from '../../domain/links/figures';
import { formatCount, formatMoneyShort, formatPercent } from '../../lib/format';
import type { DeviceOption } from '../../domain/links/types';
import { experienceLetter, experienceTypeOf, type ExperienceType } from './experiences';

export interface ShownFigures {
  clicks: string;
  sales: string;
  revenue: string;
  cr: string;
  cartAverage: string;
}

type Counts = Pick<ExperienceFigures, 'views' | 'checkouts' | 'revenue'>;

function shownCounts({ views, checkouts, revenue }: Counts, currency: string): Pick<ShownFigures, 'clicks' | 'sales' | 'revenue'> {
  return {
    clicks: formatCount(viewsOf(views)),
    sales: formatCount(checkouts ?? 0),
    revenue: formatMoneyShort(money(revenue), currency),
  };
}

/** The multilink's own figures (all experiences together). */
export function multilinkFigures(multilink: MultilinkOut): ShownFigures {
  const { views, checkouts, revenue } = multilink.analytics;
  return {
    ...shownCounts(multilink.analytics, multilink.currency),
    cr: formatPercent(conversionRate(views, checkouts)),
    cartAverage: formatMoneyShort(averageOrderValue(revenue, checkouts), multilink.currency),
  };
}

export interface ExperienceRow extends ShownFigures {
  linkId: string;
  /** "A", "B", … (Experience A, B, C; docs/links.md#multilinks). */
  letter: string;
  type: ExperienceType;
  device: DeviceOption;
  traffic: string;
}

const NO_FIGURES: Counts = { views: null, checkouts: null, revenue: null };

/** The experiences table rows, in the server's order, with each experience's figures from `experiences`. */
export function experienceRows(multilink: MultilinkOut, experiences: readonly ExperienceFigures[]): ExperienceRow[] {
  const figuresOf = new Map(experiences.map((figures) => [figures.link_id, figures]));
  return multilink.links_options.map((option, index) => {
    const figures = figuresOf.get(option.link_id);
    return {
      linkId: option.link_id,
      letter: experienceLetter(index),
      type: experienceTypeOf(option.link_data),
      device: option.device_option,
      traffic: `${option.value}%`,
      ...shownCounts(figures ?? NO_FIGURES, multilink.currency),
      cr: formatPercent(figures?.cr ?? 0),
      cartAverage: formatMoneyShort(money(figures?.cart_average), multilink.currency),
    };
  });
}
