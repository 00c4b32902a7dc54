/**
 * An infinite list in a grid (docs/links.md#lists), for links, shorts and multilinks: a spinner
 * while the first page loads, the next page asked when the item 7 from the end scrolls into view,
 * and, for no items, the failure text, the no-results text of a search or the empty state.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';
import { media } from '../theme/theme';
import { useT } from '../i18n/useT';
import { useNearEndOf, type NearEndRef } from '../hooks/useNearEnd';
import type { PagedList } from '../hooks/usePagedList';

/** How many items before the end the next page is asked for. */
const PAGE_AHEAD = 7;
/** Under 1000px cards are compact rows (a thumbnail beside the text) and need this much width. */
const MOBILE_MIN_COLUMN = 300;

interface Props<T> {
  list: PagedList<T>;
  /** The grid's accessible name. */
  label: string;
  loadingMoreLabel: string;
  /** The narrowest column, in pixels. */
  minColumn: number;
  /** Shown when the first page failed to load. */
  failedText: string;
  /** Shown when a search found nothing; null when there is no search. */
  noResultsText: string | null;
  /** The empty state's content. */
  empty: ReactNode;
  /** How many items before the end the next page is asked for (7 unless a list says otherwise). */
  ahead?: number;
  /** One item; `nearEndRef` goes on the item where the next page starts loading. */
  renderItem: (item: T, nearEndRef: NearEndRef) => ReactNode;
}

export function PagedGrid<T>(props: Props<T>) {
  const { list, label, loadingMoreLabel, minColumn, failedText, noResultsText, empty, renderItem, ahead = PAGE_AHEAD } = props;
  const t = useT();
  const nearEndRef = useNearEndOf(list, ahead);
  if (list.loading) {
    return (
      <Center>
        <Spinner label={t('common.loading')} />
      </Center>
    );
  }
  if (list.items.length === 0) {
    if (list.failed) return <Empty role="alert">{failedText}</Empty>;
    if (noResultsText) return <Empty data-no-results="">{noResultsText}</Empty>;
    return <Empty data-empty-state="">{empty}</Empty>;
  }
  return (
    <>
      <Grid aria-label={label} $minColumn={minColumn}>
        {list.items.map((item, index) => renderItem(item, nearEndRef(index)))}
      </Grid>
      {list.loadingMore && (
        <Center>
          <Spinner label={loadingMoreLabel} size={24} />
        </Center>
      )}
    </>
  );
}

const Grid = styled.ul<{ $minColumn: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minColumn }) => $minColumn}px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${MOBILE_MIN_COLUMN}px), 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
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

  p {
    margin: 0;
  }
`;
