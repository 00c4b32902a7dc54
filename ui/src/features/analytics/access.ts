/**
 * What the analytics page shows a viewer (docs/analytics.md#analytics-page): the tabs, and which
 * figures the cards and the chart may carry. Decided from the role and the permission flags, not
 * from which figures came back null: a permitted figure that is missing still shows (as zero), and
 * a hidden one never shows, whatever the server sends.
 */
import type { SessionUser } from '../../generated/SessionUser';

export const TABS = ['links', 'shorts', 'multilinks', 'shopboard'] as const;
export type AnalyticsTab = (typeof TABS)[number];

export interface AnalyticsAccess {
  /** The tab bar, in order; empty when the merchant has shared nothing with this influencer. */
  tabs: readonly AnalyticsTab[];
  visits: boolean;
  checkouts: boolean;
  cr: boolean;
  revenue: boolean;
  aov: boolean;
  /** Merchants' figures: requested checkouts, tax, the influencer-attributed ones, the table. */
  merchant: boolean;
  /** An influencer's own earnings, when the merchant shares their commission with them. */
  earnings: boolean;
}

export function analyticsAccess(viewer: Pick<SessionUser, 'isAdmin' | 'permissions'>): AnalyticsAccess {
  if (viewer.isAdmin) {
    return { tabs: TABS, visits: true, checkouts: true, cr: true, revenue: true, aov: true, merchant: true, earnings: false };
  }
  const p = viewer.permissions;
  const shared = p.clicksEnabled || p.salesEnabled || p.revenueEnabled;
  return {
    tabs: shared ? ['links', 'shorts', 'multilinks'] : [],
    visits: p.clicksEnabled,
    checkouts: p.salesEnabled,
    cr: p.salesEnabled && p.clicksEnabled && p.crEnabled,
    revenue: p.revenueEnabled,
    aov: p.salesEnabled && p.revenueEnabled && p.aovEnabled,
    merchant: false,
    earnings: p.commissionEnabled,
  };
}
