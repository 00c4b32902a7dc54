/**
 * The overview cards of one tab (docs/analytics.md#analytics-page), as data so the rules are
 * testable: Visits (the views figure, as CR's denominator is views), Checkouts, Conversion rate,
 * Revenue (an influencer's is their attributed revenue), Average order value, then for merchants
 * Requested checkouts, Tax and the influencer-attributed revenue, checkouts and CR. The rates are
 * shown as the server worked them out (checkouts ÷ views × 100, revenue ÷ checkouts).
 */
import type { ChannelOverview } from '../../generated/ChannelOverview';
import type { MessageKey } from '../../i18n/catalogue';
import { money } from '../../domain/links/figures';
import { formatCount, formatMoneyShort, formatPercent } from '../../lib/format';
import type { AnalyticsAccess } from './access';

export interface OverviewCard {
  id: string;
  labelKey: MessageKey;
  value: string;
}

/** The cards in display order; a permitted figure the server left out shows as zero. */
export function overviewCards(channel: ChannelOverview, access: AnalyticsAccess): OverviewCard[] {
  const { currency } = channel;
  const count = (value: number | null) => formatCount(value ?? 0);
  const amount = (value: string | null) => formatMoneyShort(money(value), currency);
  const percent = (value: number | null) => formatPercent(value ?? 0);
  const cards: OverviewCard[] = [];
  const add = (shown: boolean, id: string, labelKey: MessageKey, value: string) => {
    if (shown) cards.push({ id, labelKey, value });
  };
  add(access.visits, 'visits', 'analytics.card.visits', count(channel.views));
  add(access.checkouts, 'checkouts', 'analytics.card.checkouts', count(channel.checkouts));
  add(access.cr, 'cr', 'analytics.card.cr', percent(channel.cr));
  add(
    access.revenue,
    'revenue',
    access.merchant ? 'analytics.card.revenue' : 'analytics.card.attributedRevenue',
    amount(channel.revenue),
  );
  add(access.aov, 'aov', 'analytics.card.aov', amount(channel.aov));
  add(access.merchant, 'requested', 'analytics.card.requestedCheckouts', count(channel.requested_checkouts));
  add(access.merchant, 'tax', 'analytics.card.tax', amount(channel.total_tax));
  add(access.merchant, 'influencerRevenue', 'analytics.card.influencerRevenue', amount(channel.influencer_attributed_revenue));
  add(access.merchant, 'influencerCheckouts', 'analytics.card.influencerCheckouts', count(channel.influencer_attributed_checkouts));
  add(access.merchant, 'influencerCr', 'analytics.card.influencerCr', percent(channel.influencer_cr));
  return cards;
}
