/**
 * One section of the trends page: a card with its heading, See all / Hide when its list is taller
 * than its collapsed size (sections.ts), an optional bar under the heading (the complementary
 * products' chosen product), and the list, a loader while it loads, or its empty text.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { SectionCard, SectionHeading } from '../../../components/SectionCard';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { useCollapsible } from '../hooks/useCollapsible';
import { CARD_MIN_WIDTH, COLLAPSED_HEIGHT, listMaxHeight, toggleLabelKey, type TrendSectionId } from '../sections';

interface Props {
  id: TrendSectionId;
  title: string;
  /** Under the heading, above the list. */
  bar?: ReactNode;
  loading: boolean;
  /** Shown instead of the list when set (nothing to list). */
  emptyText: string | null;
  /** The cards: `li` elements. */
  children: ReactNode;
}

export function TrendSection({ id, title, bar, loading, emptyText, children }: Props) {
  const t = useT();
  const collapsible = useCollapsible(COLLAPSED_HEIGHT[id]);
  const headingId = `trends-${id}-heading`;
  const listId = `trends-${id}-list`;
  const showList = !loading && emptyText === null;
  return (
    <SectionCard aria-labelledby={headingId} data-trends-section={id}>
      <Header>
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {showList && collapsible.offered && (
          <Toggle variant="ghost" size="sm" aria-expanded={collapsible.expanded} aria-controls={listId} onClick={collapsible.toggle}>
            {t(toggleLabelKey(collapsible.expanded))}
          </Toggle>
        )}
      </Header>
      {bar}
      {loading ? (
        <Center>
          <Spinner label={t('common.loading')} size={32} />
        </Center>
      ) : emptyText !== null ? (
        <Empty data-trends-empty="">{emptyText}</Empty>
      ) : (
        <Clip
          id={listId}
          $maxHeight={listMaxHeight(id, collapsible.expanded)}
          data-expanded={collapsible.expanded}
          onFocus={collapsible.onFocus}
        >
          <Cards ref={collapsible.listRef} $row={COLLAPSED_HEIGHT[id]} $minWidth={CARD_MIN_WIDTH[id]}>
            {children}
          </Cards>
        </Clip>
      )}
    </SectionCard>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** Keeps its one line; the heading wraps instead. */
const Toggle = styled(Button)`
  flex: none;
  white-space: nowrap;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Clips the list to the collapsed size; the shadow of the cards is inside it. */
const Clip = styled.div<{ $maxHeight: string }>`
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: hidden;
`;

/**
 * Cards in a grid: as many columns as fit, one on a phone. Rows are at least the collapsed size
 * (the cards are made to fit it), so collapsed shows exactly the first row and none of the next.
 */
const Cards = styled.ul<{ $row: number; $minWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $minWidth }) => $minWidth}px), 1fr));
  grid-auto-rows: minmax(${({ $row }) => $row}px, auto);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
