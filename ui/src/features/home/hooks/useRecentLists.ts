/**
 * Home's recent-activity lists (docs/home.md#recent-activities): each tab's list is asked for the
 * first time the tab is needed and kept for as long as home is on screen, so switching back to a
 * tab shows what it loaded without another call ("cached lists are reused"). Coming back to home
 * from another page loads afresh, so a link created meanwhile is there. A failed list is logged
 * and shows as empty, with no message (the product's rule for these loads).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LinkOut } from '../../../generated/LinkOut';
import { fetchRecentInfluencers, fetchRecentLinks } from '../api';
import type { RecentInfluencer } from '../influencerFigures';
import { fetchCount, type RecentTab } from '../recentCounts';

/** What each tab lists. */
interface TabItems {
  instants: LinkOut[];
  shorts: LinkOut[];
  influencers: RecentInfluencer[];
}

export type ListState<T> = { status: 'loading' } | { status: 'ready'; items: T };

export type RecentLists = { [K in RecentTab]?: ListState<TabItems[K]> };

type Loader<K extends RecentTab> = (businessId: string, signal: AbortSignal) => Promise<TabItems[K]>;

const LOADERS: { [K in RecentTab]: Loader<K> } = {
  instants: (businessId, signal) => fetchRecentLinks(businessId, 'LOOK', fetchCount('instants'), signal),
  shorts: (businessId, signal) => fetchRecentLinks(businessId, 'SHORT', fetchCount('shorts'), signal),
  influencers: (_businessId, signal) => fetchRecentInfluencers(fetchCount('influencers'), signal),
};

const EMPTY: TabItems = { instants: [], shorts: [], influencers: [] };

export function useRecentLists(businessId: string): { lists: RecentLists; load: (tab: RecentTab) => void } {
  const [lists, setLists] = useState<RecentLists>({});
  const pending = useRef(new Map<RecentTab, AbortController>());
  const settled = useRef(new Set<RecentTab>());

  // Leaving home stops what is still loading; a tab that did not finish is asked again next time.
  useEffect(() => {
    const running = pending.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const load = useCallback(
    <K extends RecentTab>(tab: K) => {
      if (settled.current.has(tab) || pending.current.has(tab)) return;
      const controller = new AbortController();
      pending.current.set(tab, controller);
      setLists((previous) => ({ ...previous, [tab]: { status: 'loading' } }));
      const settle = (items: TabItems[K]) => {
        pending.current.delete(tab);
        settled.current.add(tab);
        setLists((previous) => ({ ...previous, [tab]: { status: 'ready', items } }));
      };
      LOADERS[tab](businessId, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) settle(items);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`Loading the recent ${tab} failed`, error);
          settle(EMPTY[tab]);
        },
      );
    },
    [businessId],
  );

  return { lists, load };
}
