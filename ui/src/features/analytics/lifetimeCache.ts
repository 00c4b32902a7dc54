/**
 * The lifetime figures, kept for the page's life in the browser (docs/analytics.md#analytics-page):
 * lifetime is the one range whose answer is expensive and asked for again and again while a
 * merchant compares it with shorter ranges, so choosing it a second time reuses the first answer
 * instead of a call. Kept per business and signed-in person, so an influencer never sees figures
 * fetched for their merchant. A full page load starts afresh.
 */
import type { InsightsOverview } from '../../generated/InsightsOverview';
import type { SessionUser } from '../../generated/SessionUser';
import type { DayRange } from '../../lib/dateRange';

const lifetime = new Map<string, InsightsOverview>();

/** Whose figures: the business and the person (the merchant, or the influencer). */
export const cacheKey = (user: Pick<SessionUser, 'businessId' | 'username' | 'influencerUsername'>): string =>
  `${user.businessId}:${user.influencerUsername ?? user.username}`;

/**
 * The figures for `days` (null: lifetime, see `apiDays`): for lifetime the kept answer when there
 * is one, otherwise a call through `fetch`, whose lifetime answer is then kept. A failed call
 * keeps nothing.
 */
export async function loadOverview(
  key: string,
  days: DayRange | null,
  fetch: (days: DayRange | null) => Promise<InsightsOverview>,
): Promise<InsightsOverview> {
  if (days) return fetch(days);
  const cached = lifetime.get(key);
  if (cached) return cached;
  const fetched = await fetch(null);
  lifetime.set(key, fetched);
  return fetched;
}

/** Forgets every cached answer (tests). */
export function clearLifetimeCache(): void {
  lifetime.clear();
}
