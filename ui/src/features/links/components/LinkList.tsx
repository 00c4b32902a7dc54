/**
 * The links or shorts list (docs/links.md#lists): link items in a paged grid, the empty state and
 * the no-results text for a search. The empty state invites creating only with the button that
 * does it (merchants and influencers who may create); anyone else is only told the list is empty.
 */
import { Button } from '../../../components/Button';
import { useT } from '../../../i18n/useT';
import type { PagedList } from '../../../hooks/usePagedList';
import type { LinkOut } from '../../../generated/LinkOut';
import type { LinkType } from '../../../domain/links/types';
import { LinkItem } from '../../../domain/links/LinkItem';
import { PagedGrid } from '../../../components/PagedGrid';

interface Props {
  kind: LinkType;
  list: PagedList<LinkOut>;
  query: string;
  canManage: boolean;
  /** Null when the viewer may not create. */
  onCreate: (() => void) | null;
  onEdit: (link: LinkOut) => void;
  onDelete: (link: LinkOut) => void;
  /** The outcome of a card's Copy. */
  onCopied: (ok: boolean) => void;
}

export function LinkList({ kind, list, query, canManage, onCreate, onEdit, onDelete, onCopied }: Props) {
  const t = useT();
  return (
    <PagedGrid
      list={list}
      label={t(`links.list.${kind}`)}
      loadingMoreLabel={t('links.loadingMore')}
      minColumn={220}
      failedText={t('links.error.message')}
      noResultsText={query ? t('links.noResults', { q: query }) : null}
      empty={
        onCreate ? (
          <>
            <p>{t(`links.empty.${kind}`)}</p>
            <Button onClick={onCreate}>{t(`links.create.${kind}`)}</Button>
          </>
        ) : (
          <p>{t(`links.emptyViewOnly.${kind}`)}</p>
        )
      }
      renderItem={(link, nearEndRef) => (
        <LinkItem
          key={link.link_id}
          link={link}
          canManage={canManage}
          onEdit={onEdit}
          onDelete={onDelete}
          onCopied={onCopied}
          nearEndRef={nearEndRef}
        />
      )}
    />
  );
}
