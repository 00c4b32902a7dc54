/**
 * Analytics (docs/analytics.md#analytics-page): the overview of links, shorts, multilinks and
 * the shopboard over a date range, the merchant's influencer insights, and an influencer's own
 * earnings (docs/influencers.md#earnings) over the same range.
 */
import { AnalyticsArea } from '../features/analytics/components/AnalyticsArea';
import { EarningsPanel } from '../features/earnings/EarningsPanel';
import type { PageComponentProps } from '../lib/pageTypes';

export function AnalyticsPage({ props }: PageComponentProps) {
  const user = props.user;
  if (!user) return null; // the server sends signed-out visitors to login
  return <AnalyticsArea user={user} earnings={(range) => <EarningsPanel user={user} range={range} />} />;
}
