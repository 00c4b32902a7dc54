/**
 * An influencer's lifetime figures on home's influencers tab (docs/home.md#recent-activities), from
 * their row of the overview call: clicks are the views of their links and shorts, sales every
 * order credited to them (through links, shorts, or their code alone). Null where the row is
 * missing or hides the figure.
 */
import type { InfluencerListItem } from '../../generated/InfluencerListItem';
import type { OverviewInfluencerInsight } from '../../generated/OverviewInfluencerInsight';

export interface RecentInfluencer {
  username: string;
  image: string | null;
  isActive: boolean;
  clicks: number | null;
  sales: number | null;
}

/** Sum of the parts that are present; null when none is. */
function sum(parts: ReadonlyArray<number | null>): number | null {
  const present = parts.filter((part): part is number => part !== null);
  return present.length === 0 ? null : present.reduce((total, part) => total + part, 0);
}

export function influencerFigures(row: OverviewInfluencerInsight | undefined): { clicks: number | null; sales: number | null } {
  if (!row) return { clicks: null, sales: null };
  return {
    clicks: sum([row.links_clicks, row.shorts_clicks]),
    sales: sum([row.sales_links, row.sales_shorts, row.sales_organic]),
  };
}

/** The first `count` influencers of the list, each with their figures (none when `rows` is null). */
export function recentInfluencers(
  list: readonly InfluencerListItem[],
  rows: readonly OverviewInfluencerInsight[] | null,
  count: number,
): RecentInfluencer[] {
  const byUsername = new Map((rows ?? []).map((row) => [row.username, row]));
  return list.slice(0, count).map((influencer) => ({
    username: influencer.username,
    image: influencer.profile_image_url,
    isActive: influencer.is_active,
    ...influencerFigures(byUsername.get(influencer.username)),
  }));
}
