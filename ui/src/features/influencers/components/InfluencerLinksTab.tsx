/**
 * An influencer's links or shorts in their preview (docs/influencers.md): the links lists' cards
 * in an infinite grid, newest first; each card opens that link's own preview.
 */
import { useCallback } from 'react';
import { PagedGrid } from '../../../components/PagedGrid';
import { LinkItem } from '../../../domain/links/LinkItem';
import type { LinkOut } from '../../../generated/LinkOut';
import { usePagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';
import type { LinkType } from '../../../domain/links/types';
import { fetchInfluencerLinks } from '../api';

interface Props {
  businessId: string;
  username: string;
  kind: LinkType;
  onCopied: (ok: boolean) => void;
}

const linkId = (link: LinkOut) => link.link_id;

/** The next page is asked when the 5th link or the 3rd short from the end shows. */
const AHEAD: Readonly<Record<LinkType, number>> = { LOOK: 5, SHORT: 3 };

export function InfluencerLinksTab({ businessId, username, kind, onCopied }: Props) {
  const t = useT();
  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await fetchInfluencerLinks(businessId, username, kind, skip, signal);
      return { items: page.links, next: page.next_skip };
    },
    [businessId, username, kind],
  );
  const list = usePagedList<LinkOut, number>(`${username}|${kind}`, 0, fetchPage, linkId);
  return (
    <PagedGrid
      list={list}
      label={t(`links.list.${kind}`)}
      loadingMoreLabel={t('links.loadingMore')}
      minColumn={220}
      ahead={AHEAD[kind]}
      failedText={t('links.error.message')}
      noResultsText={null}
      empty={<p>{t(kind === 'LOOK' ? 'influencers.noLinks' : 'influencers.noShorts')}</p>}
      renderItem={(link, nearEndRef) => (
        <LinkItem
          key={link.link_id}
          link={link}
          canManage={false}
          onEdit={() => undefined}
          onDelete={() => undefined}
          onCopied={onCopied}
          nearEndRef={nearEndRef}
        />
      )}
    />
  );
}
