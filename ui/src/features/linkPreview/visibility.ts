/**
 * What a signed-in user may see on a link preview (docs/analytics.md#permissions). Admins see
 * everything; an influencer sees what the admin's permission flags allow, and the combined figures
 * (CR, AOV) only when every flag they are made of is on.
 */
import type { SessionUser } from '../../generated/SessionUser';

export interface PreviewVisibility {
  views: boolean;
  checkouts: boolean;
  requestedCheckouts: boolean;
  revenue: boolean;
  tax: boolean;
  cr: boolean;
  aov: boolean;
  /** Series of the activity chart, in menu order. */
  activitySeries: Array<'clicks' | 'sales' | 'cr'>;
  /** Series of the commerce chart; empty hides the chart. */
  commerceSeries: Array<'revenue' | 'aov'>;
  ordersTable: boolean;
  productRevenue: boolean;
  /** Edit and delete in the menu (copy link is always there). */
  manage: boolean;
}

export function previewVisibility(user: Pick<SessionUser, 'isAdmin' | 'permissions'>): PreviewVisibility {
  if (user.isAdmin) {
    return {
      views: true,
      checkouts: true,
      requestedCheckouts: true,
      revenue: true,
      tax: true,
      cr: true,
      aov: true,
      activitySeries: ['clicks', 'sales', 'cr'],
      commerceSeries: ['revenue', 'aov'],
      ordersTable: true,
      productRevenue: true,
      manage: true,
    };
  }
  const p = user.permissions;
  const cr = p.crEnabled && p.salesEnabled && p.clicksEnabled;
  const aov = p.aovEnabled && p.revenueEnabled;
  const activitySeries: PreviewVisibility['activitySeries'] = [];
  if (p.clicksEnabled) activitySeries.push('clicks');
  if (p.salesEnabled) activitySeries.push('sales');
  if (cr) activitySeries.push('cr');
  return {
    views: p.clicksEnabled,
    checkouts: p.salesEnabled,
    requestedCheckouts: p.salesEnabled,
    revenue: p.revenueEnabled,
    tax: false,
    cr,
    aov,
    activitySeries,
    // The commerce chart is admin only (docs/analytics.md#permissions).
    commerceSeries: [],
    ordersTable: false,
    productRevenue: p.revenueEnabled,
    manage: p.isActiveInfluencer,
  };
}
