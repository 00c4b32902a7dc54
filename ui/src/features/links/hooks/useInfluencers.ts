/**
 * The influencers an admin may assign. The influencers API is not built yet: until
 * `GET /admin/v1/influencers` answers, this stays null and the selector is hidden.
 */
import type { InfluencerSummary } from '../../../lib/links/types';
import { fetchInfluencers } from '../api/lookups';
import { useResource } from './useResource';

export function useInfluencers(enabled: boolean): InfluencerSummary[] | null {
  return useResource(enabled ? 'influencers' : null, (_key, signal) => fetchInfluencers(signal), () => {
    // Not built yet on the server: the selector stays hidden.
  });
}
