/**
 * A network's posts, 24 a page from the first whenever the network is synced (a finished sync
 * loads them afresh), the next page on "Load more"; nothing is asked while the network is not
 * synced. Posts edited in place (visibility, tags) are put back with `update`.
 */
import { useCallback } from 'react';
import type { SocialPost } from '../../../generated/SocialPost';
import { usePagedList, type PagedList } from '../../../hooks/usePagedList';
import { fetchPosts } from '../api';
import type { SocialNetwork } from '../networks';
import { postId } from '../posts';

export function useSocialPosts(network: SocialNetwork, synced: boolean): PagedList<SocialPost> {
  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await fetchPosts(network, skip, signal);
      // A JSON number on the wire, whichever integer type the generated type names.
      return { items: page.posts, next: page.next_skip === null ? null : Number(page.next_skip) };
    },
    [network],
  );
  return usePagedList<SocialPost, number>(network, 0, fetchPage, postId, synced);
}
