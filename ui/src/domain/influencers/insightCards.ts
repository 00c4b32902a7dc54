/**
 * The influencer insights cards (docs/influencers.md#insights), on the merchant's influencer page
 * and on the influencer's own earnings (one definition, so both show the same): revenue, refunds,
 * calculated revenue, commission, sales by links, shorts and organic, average order value, conversion rate
 * and the links/shorts split of views. The server leaves out (null) what the viewer's
 * permissions hide, so a card shows only when its figure came back.
 */
import type { InfluencerInsights } from '../../generated/InfluencerInsights';
import type { SessionUser } from '../../generated/SessionUser';
import type { MessageKey } from '../../i18n/catalogue';
import { formatCount, formatMoney, formatPercent } from '../../lib/format';

export interface InsightCard {
  id: string;
  labelKey: MessageKey;
  value: string;
  /** A second line under the value (the commission's rate, a channel's revenue). */
  detail?: { key: MessageKey; vars: Record<string, string> };
}

const money = (amount: string | null, currency: string): string | null =>
  amount === null ? null : formatMoney(Number(amount), currency);

/** Shown for a ratio the viewer may see but that has no value (no orders, no views). */
const NO_VALUE = '–';

/**
 * The average order value and the conversion rate are null both when the viewer may not see
 * them and when there is nothing to divide by; the viewer's permissions (merchants see all)
 * tell which, and a permitted empty ratio shows a dash.
 */
export function insightCards(insights: InfluencerInsights, viewer: Pick<SessionUser, 'isAdmin' | 'permissions'>): InsightCard[] {
  const { currency } = insights;
  const cards: InsightCard[] = [];
  const push = (card: Omit<InsightCard, 'value'>, value: string | null) => {
    if (value !== null) cards.push({ ...card, value });
  };
  push({ id: 'revenue', labelKey: 'influencers.insights.revenue' }, money(insights.total_revenue, currency));
  push({ id: 'refunded', labelKey: 'influencers.insights.refunded' }, money(insights.total_refunded, currency));
  push(
    { id: 'calculatedRevenue', labelKey: 'influencers.insights.calculatedRevenue' },
    money(insights.calculated_revenue, currency),
  );
  push(
    {
      id: 'commission',
      labelKey: 'influencers.insights.commission',
      ...(insights.commission_rate !== null
        ? { detail: { key: 'influencers.insights.commissionRate', vars: { rate: formatPercent(insights.commission_rate) } } }
        : {}),
    },
    money(insights.commission, currency),
  );
  push({ id: 'sales', labelKey: 'influencers.insights.sales' }, insights.total_sales === null ? null : formatCount(insights.total_sales));
  for (const channel of ['links', 'shorts', 'organic'] as const) {
    const sales = insights.sales[channel];
    const revenue = money(sales.revenue, currency);
    push(
      {
        id: `sales-${channel}`,
        labelKey: `influencers.insights.sales.${channel}`,
        ...(revenue !== null ? { detail: { key: 'influencers.insights.channelRevenue', vars: { revenue } } } : {}),
      },
      sales.sales === null ? null : formatCount(sales.sales),
    );
  }
  const p = viewer.permissions;
  const aovShown = viewer.isAdmin || (p.revenueEnabled && p.aovEnabled);
  const crShown = viewer.isAdmin || (p.salesEnabled && p.clicksEnabled && p.crEnabled);
  push({ id: 'aov', labelKey: 'influencers.insights.aov' }, money(insights.aov, currency) ?? (aovShown ? NO_VALUE : null));
  push(
    { id: 'cr', labelKey: 'influencers.insights.cr' },
    insights.cr === null ? (crShown ? NO_VALUE : null) : formatPercent(insights.cr),
  );
  return cards;
}

/** Views of links against shorts, as shares of 100 (null without the clicks permission). */
export function viewsSplit(insights: InfluencerInsights): { links: number; shorts: number } | null {
  const links = insights.links_clicks;
  const shorts = insights.shorts_clicks;
  if (links === null || shorts === null) return null;
  const total = links + shorts;
  if (total === 0) return { links: 0, shorts: 0 };
  const linkShare = Math.round((links / total) * 100);
  return { links: linkShare, shorts: 100 - linkShare };
}
