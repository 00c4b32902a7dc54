/**
 * Influencers (docs/influencers.md): the merchant's list with its create and edit form;
 * `/admin/influencers/preview/{username}` opens that influencer's preview over the list and
 * `/admin/influencers/edit/{username}` their edit form.
 */
import { InfluencersArea } from '../features/influencers/components/InfluencersArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function InfluencersPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <InfluencersArea user={props.user} path={props.path} query={props.query} />;
}
