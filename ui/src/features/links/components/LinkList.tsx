/**
 * The infinite list (spec 2 §2): items in a grid, the next page asked when the item 7 from the
 * end scrolls into view, the empty state (with a create button for admins) and the no-results
 * text for a search.
 */
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { useNearEnd } from '../hooks/useNearEnd';
import type { PagedList } from '../hooks/usePagedList';
import type { LinkOut, LinkType } from '../../../lib/links/types';
import { LinkItem } from './LinkItem';

/** How many items before the end the next page is asked for. */
const PAGE_AHEAD = 7;

interface Props {
  kind: LinkType;
  list: PagedList<LinkOut>;
  query: string;
  canManage: boolean;
  onCreate: (() => void) | null;
  onEdit: (link: LinkOut) => void;
  onCopy: (link: LinkOut) => void;
  onDelete: (link: LinkOut) => void;
}

export function LinkList({ kind, list, query, canManage, onCreate, onEdit, onCopy, onDelete }: Props) {
  const t = useT();
  const nearEndRef = useNearEnd(list.loadMore);
  if (list.loading) {
    return (
      <Center>
        <Spinner label={t('common.loading')} />
      </Center>
    );
  }
  if (list.items.length === 0) {
    if (list.failed) return <Empty role="alert">{t('links.error.message')}</Empty>;
    if (query) return <Empty data-no-results="">{t('links.noResults', { q: query })}</Empty>;
    return (
      <Empty data-empty-state="">
        <p>{t(`links.empty.${kind}`)}</p>
        {onCreate && <Button onClick={onCreate}>{t(`links.create.${kind}`)}</Button>}
      </Empty>
    );
  }
  const loadAt = Math.max(0, list.items.length - PAGE_AHEAD);
  return (
    <>
      <Grid aria-label={t(`links.list.${kind}`)}>
        {list.items.map((link, index) => (
          <LinkItem
            key={link.link_id}
            link={link}
            canManage={canManage}
            onEdit={onEdit}
            onCopy={onCopy}
            onDelete={onDelete}
            nearEndRef={index === loadAt && list.hasMore ? nearEndRef : undefined}
          />
        ))}
      </Grid>
      {list.loadingMore && (
        <Center>
          <Spinner label={t('links.loadingMore')} size={24} />
        </Center>
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
