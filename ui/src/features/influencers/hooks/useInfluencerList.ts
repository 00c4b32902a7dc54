/**
 * The influencers list as the page shows it: the whole list is one call (a business has at most
 * a few hundred influencers), searched here by username, email or promocode, and handed out in
 * pages of 28 as the list scrolls, like the links lists. Creating, editing and deactivating
 * update the loaded list in place (create prepends, edit replaces) without a reload.
 */
import { useCallback, useRef } from 'react';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import type { InfluencerOut } from '../../../generated/InfluencerOut';
import { usePagedList, type PagedList } from '../../../hooks/usePagedList';
import { fetchInfluencers } from '../../../domain/influencers/influencers';

/** Influencers shown per scroll step. */
export const INFLUENCERS_PAGE = 28;

export interface InfluencerList {
  list: PagedList<InfluencerListItem>;
  /** Active influencers, the number the plan's cap counts; null until loaded. */
  activeCount: number | null;
  /** After a create, an edit or a deactivation: the list is built again from what is known. */
  upsert: (influencer: InfluencerOut) => void;
}

const byUsername = (item: InfluencerListItem) => item.username;

export function matchesSearch(item: InfluencerListItem, q: string): boolean {
  if (q === '') return true;
  const needle = q.toLowerCase();
  return [item.username, item.email, item.promocode ?? ''].some((value) => value.toLowerCase().includes(needle));
}

export function useInfluencerList(q: string, enabled: boolean): InfluencerList {
  // The business's whole list, fetched once per page visit; local changes are made to it.
  const all = useRef<InfluencerListItem[] | null>(null);

  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      if (all.current === null) all.current = await fetchInfluencers(signal);
      const matching = all.current.filter((item) => matchesSearch(item, q));
      const next = skip + INFLUENCERS_PAGE;
      return { items: matching.slice(skip, next), next: next < matching.length ? next : null };
    },
    [q],
  );
  const list = usePagedList<InfluencerListItem, number>(q, 0, fetchPage, byUsername, enabled);
  // Read after the list's own state changed, so it follows every load and local change.
  const activeCount = list.loading || all.current === null ? null : all.current.filter((item) => item.is_active).length;

  const { reload } = list;
  const upsert = useCallback(
    (influencer: InfluencerOut) => {
      const item: InfluencerListItem = {
        username: influencer.username,
        email: influencer.email,
        profile_image_url: influencer.profile_image_url,
        promocode: influencer.promocode,
        is_active: influencer.is_active,
      };
      const current = all.current ?? [];
      const known = current.some((row) => row.username === item.username);
      all.current = known ? current.map((row) => (row.username === item.username ? item : row)) : [item, ...current];
      // Cut the pages again from the changed list (no new request: `all` is kept).
      reload();
    },
    [reload],
  );

  return { list, activeCount, upsert };
}
