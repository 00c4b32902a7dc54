/**
 * Home's calls (docs/home.md#what-each-part-reads): the newest looks or shorts from the links
 * list call, the influencers with their lifetime figures, and the business's recent orders.
 */
import type { InsightsOverview } from '../../generated/InsightsOverview';
import type { LinkOut } from '../../generated/LinkOut';
import type { RecentOrder } from '../../generated/RecentOrder';
import { apiGet } from '../../lib/api';
import { fetchInfluencers } from '../../domain/influencers/influencers';
import { fetchLinksPage } from '../../domain/links/api/links';
import type { LinkType } from '../../domain/links/types';
import { ordersCalls } from '../../domain/orders/api';
import { recentInfluencers, type RecentInfluencer } from './influencerFigures';

/** The newest `count` looks or shorts the viewer may see (an influencer: their own). */
export async function fetchRecentLinks(businessId: string, linkType: LinkType, count: number, signal: AbortSignal): Promise<LinkOut[]> {
  return (await fetchLinksPage({ businessId, q: '', skip: 0, count, linkType }, signal)).links;
}

/** `GET /admin/v1/insights/overview` without dates: lifetime figures. */
function fetchLifetimeOverview(signal: AbortSignal): Promise<InsightsOverview> {
  return apiGet<InsightsOverview>('/admin/v1/insights/overview', { signal });
}

/**
 * The first `count` influencers (the list call answers all of them, by username) with their
 * lifetime clicks and sales. The figures are extra: if their call fails the influencers still
 * show, without figures, and the failure is logged.
 */
export async function fetchRecentInfluencers(count: number, signal: AbortSignal): Promise<RecentInfluencer[]> {
  const [list, overview] = await Promise.all([
    fetchInfluencers(signal),
    fetchLifetimeOverview(signal).catch((error: unknown) => {
      if (!signal.aborted) console.error('Loading the influencer figures failed', error);
      return null;
    }),
  ]);
  return recentInfluencers(list, overview?.influencers_insights ?? null, count);
}

/** `GET /admin/v1/orders?count&skip` and `…/orders/{orderId}/details` (admins only). */
export const recentOrdersCalls = ordersCalls<RecentOrder>('/admin/v1/orders');
