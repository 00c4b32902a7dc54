/**
 * The lifetime strip above the links and shorts lists (docs/analytics.md#lifetime-strips): which
 * figures the user's permissions allow, abbreviated. The figures themselves (views shown, the
 * K/M/B… abbreviation) come from domain/links/figures.ts and lib/abbreviate.ts.
 */
import type { LinkFigures } from '../../generated/LinkFigures';
import type { SessionUser } from '../../generated/SessionUser';
import { abbreviateNumber } from '../../lib/abbreviate';
import { views } from '../../domain/links/figures';

/** The lifetime revenue figure shows from this amount (docs/analytics.md#lifetime-strips). */
export const REVENUE_STRIP_THRESHOLD = 1000;

/** What the strip reads of a kind's lifetime figures (`LinksAnalytics.looks_analytics`, …). */
export type LifetimeFigures = Pick<LinkFigures, 'currency' | 'views' | 'checkouts' | 'revenue' | 'requested_checkouts'>;

/** One figure of the lifetime strip. */
export interface StripFigure {
  id: 'clicks' | 'sales' | 'revenue';
  value: string;
}

/**
 * The strip's figures (docs/analytics.md#lifetime-strips): clicks for admins or clicksEnabled,
 * sales for admins or salesEnabled, revenue only for admins and only from 1000 on. Nulls (hidden by
 * the server) are left out whatever the flags say.
 */
export function stripFigures(user: SessionUser, figures: LifetimeFigures | null | undefined): StripFigure[] {
  if (!figures) return [];
  const out: StripFigure[] = [];
  const p = user.permissions;
  const clicks = figures.views;
  if ((user.isAdmin || p.clicksEnabled) && clicks !== null && clicks !== undefined) {
    out.push({
      id: 'clicks',
      value: abbreviateNumber(views(clicks)),
    });
  }
  if ((user.isAdmin || p.salesEnabled) && figures.checkouts !== null && figures.checkouts !== undefined) {
    out.push({ id: 'sales', value: abbreviateNumber(figures.checkouts) });
  }
  const revenue = figures.revenue === null || figures.revenue === undefined ? NaN : Number(figures.revenue);
  if (user.isAdmin && revenue >= REVENUE_STRIP_THRESHOLD) {
    out.push({ id: 'revenue', value: `${abbreviateNumber(revenue)} ${figures.currency}` });
  }
  return out;
}
