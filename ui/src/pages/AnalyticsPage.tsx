/**
 * Analytics (docs/analytics.md#analytics-page): the overview of links and shorts (and the
 * shopboard, once it exists) over a date range, and the merchant's influencer insights.
 */
import { AnalyticsArea } from '../features/analytics/components/AnalyticsArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function AnalyticsPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <AnalyticsArea user={props.user} />;
}
