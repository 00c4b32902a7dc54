/**
 * The influencers an admin may assign (`GET /admin/v1/influencers`). Null while loading or when
 * the list could not be read, which hides the selector rather than offering a wrong list.
 */
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import { fetchInfluencers } from '../../../domain/influencers/influencers';
import { useResource } from '../../../hooks/useResource';

export function useInfluencers(enabled: boolean): InfluencerListItem[] | null {
  return useResource(enabled ? 'influencers' : null, (_key, signal) => fetchInfluencers(signal), (error) => {
    console.warn('Loading the influencers failed', error);
  });
}
