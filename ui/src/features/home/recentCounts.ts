/**
 * How many items home's recent-activity tabs show (docs/home.md#recent-activities): 4 instants,
 * 6 shorts (3 on a phone, under 1000px) and up to 4 influencers. One request per tab asks for the
 * larger count and CSS hides the rest on a phone, so the markup is the same at every width
 * (docs/ui-decisions.md "Responsive layout and hydration") and turning a tablet needs no call.
 */
import type { SessionUser } from '../../generated/SessionUser';

export type RecentTab = 'instants' | 'shorts' | 'influencers';

export const RECENT_COUNTS: Readonly<Record<RecentTab, { desktop: number; mobile: number }>> = {
  instants: { desktop: 4, mobile: 4 },
  shorts: { desktop: 6, mobile: 3 },
  influencers: { desktop: 4, mobile: 4 },
};

/** Items shown on a tab at a width. */
export function recentCount(tab: RecentTab, mobile: boolean): number {
  return mobile ? RECENT_COUNTS[tab].mobile : RECENT_COUNTS[tab].desktop;
}

/** Items asked for: enough for either width. */
export function fetchCount(tab: RecentTab): number {
  return Math.max(RECENT_COUNTS[tab].desktop, RECENT_COUNTS[tab].mobile);
}

/** The tabs a user sees, in order: influencers for admins only. */
export function recentTabs(user: Pick<SessionUser, 'isAdmin'>): RecentTab[] {
  return user.isAdmin ? ['instants', 'shorts', 'influencers'] : ['instants', 'shorts'];
}
