/**
 * Numbers the links list shows (spec 2 §6, §9 "Derived figures"): the views of an item, the
 * K/M/B… abbreviation, the lifetime strip's figures as the user's permissions allow them, and
 * the day/month/year date of an item.
 */
import type { SessionUser } from '../../generated/SessionUser';
import type { Figures, LinkAnalytics } from '../../lib/links/types';

/** Spec 2 §9: the lifetime revenue figure shows from this amount. */
export const REVENUE_STRIP_THRESHOLD = 1000;

/** Views shown: the larger of visits, requested checkouts and checkouts (a checkout implies a view). */
export function derivedViews(analytics: Pick<LinkAnalytics, 'visits' | 'requested_checkouts' | 'checkouts'> | null | undefined): number {
  if (!analytics) return 0;
  return Math.max(analytics.visits ?? 0, analytics.requested_checkouts ?? 0, analytics.checkouts ?? 0);
}

const SUFFIXES = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/** 999 → "999", 1000 → "1K", 1250 → "1.3K", 2_500_000 → "2.5M" (spec 2 §9: K, M, B, T, P, E). */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let n = Math.abs(value);
  let tier = 0;
  while (n >= 1000 && tier < SUFFIXES.length - 1) {
    n /= 1000;
    tier += 1;
  }
  // 999.95K rounds to "1000K": carry it to the next tier.
  if (tier > 0 && tier < SUFFIXES.length - 1 && Math.round(n * 10) / 10 >= 1000) {
    n /= 1000;
    tier += 1;
  }
  const digits = tier === 0 ? Math.round(n * 100) / 100 : Math.round(n * 10) / 10;
  return `${sign}${String(digits)}${SUFFIXES[tier]}`;
}

/** One figure of the lifetime strip. */
export interface StripFigure {
  id: 'clicks' | 'sales' | 'revenue';
  value: string;
}

/**
 * The strip's figures (spec 2 §6): clicks for admins or clicksEnabled, sales for admins or
 * salesEnabled, revenue only for admins and only from 1000 on. Nulls (hidden by the server)
 * are left out whatever the flags say.
 */
export function stripFigures(user: SessionUser, figures: Figures | null | undefined): StripFigure[] {
  if (!figures) return [];
  const out: StripFigure[] = [];
  const p = user.permissions;
  const clicks = figures.views ?? figures.visits;
  if ((user.isAdmin || p.clicksEnabled) && clicks !== null && clicks !== undefined) {
    out.push({
      id: 'clicks',
      value: abbreviateNumber(Math.max(clicks, figures.requested_checkouts ?? 0, figures.checkouts ?? 0)),
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

/** Day/month/year of an ISO time in the viewer's time zone, e.g. "22/11/2026". */
export function dayMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
