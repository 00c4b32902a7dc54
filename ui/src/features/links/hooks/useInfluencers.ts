/**
 * The influencers an admin may assign. The influencers API is not built yet: until
 * `GET /admin/v1/influencers` answers, this stays null and the selector is hidden.
 */
import { useEffect, useState } from 'react';
import { fetchInfluencers } from '../api/lookups';
import type { InfluencerSummary } from '../../../lib/links/types';

export function useInfluencers(enabled: boolean): InfluencerSummary[] | null {
  const [influencers, setInfluencers] = useState<InfluencerSummary[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchInfluencers(controller.signal).then(setInfluencers, () => setInfluencers(null));
    return () => controller.abort();
  }, [enabled]);
  return influencers;
}
