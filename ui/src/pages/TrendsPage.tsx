/**
 * Trends (docs/trends.md#the-page): the shop's top-performing products, best combinations and
 * complementary products, each with a quick link to a new link holding them.
 */
import { TrendsArea } from '../features/trends/components/TrendsArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function TrendsPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <TrendsArea user={props.user} />;
}
