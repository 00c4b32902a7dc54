/**
 * What the product and collection pickers share (docs/links.md#pickers): the dialog
 * with Cancel and Done (enabled within the selection limits), the search box, an optional filter
 * control, the selected count, the selection-limit alert, the loading / failed / empty texts
 * around the result grid, and where the next page starts loading.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { SheetDialog } from '../../../components/SheetDialog';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';
import { useIsMobile } from '../../../hooks/useIsMobile';
import { useNearEndOf, type NearEndRef } from '../../../hooks/useNearEnd';
import type { PagedList } from '../../../hooks/usePagedList';
import { canFinish, nearEndThreshold } from './pickerSelection';
import type { Selection } from './useSelection';

interface Props<T> {
  title: string;
  query: string;
  onQueryChange: (q: string) => void;
  filters?: ReactNode;
  list: PagedList<T>;
  selection: Selection<T>;
  min: number;
  max: number;
  /** What the limit alert calls the items ("products"). */
  itemsLabel: string;
  /** What an empty search says instead of "no results" (e.g. the catalog is still syncing). */
  noResultsText?: string;
  /** The limit alert's text instead of "You can select up to {max} {items}" (a rule with its own wording). */
  limitText?: string;
  /** The finishing button's label instead of "Done" (a picker that saves at once says "Save"). */
  doneLabel?: string;
  onCancel: () => void;
  onDone: (selected: T[]) => void;
  /** The tiles; `nearEndRef(index)` marks the one where the next page starts loading. */
  children: (nearEndRef: (index: number) => NearEndRef) => ReactNode;
}

export function PickerFrame<T>(props: Props<T>) {
  const t = useT();
  const { list, selection } = props;
  const mobile = useIsMobile();
  const nearEndRef = useNearEndOf(list, nearEndThreshold(mobile));
  let emptyText: string | null = null;
  if (list.items.length === 0 && list.failed) emptyText = t('picker.failed');
  else if (list.items.length === 0 && !list.loading) emptyText = props.noResultsText ?? t('picker.noResults');
  const selectedCount = selection.selected.length;
  return (
    <SheetDialog
      title={props.title}
      width={900}
      backLabel={t('picker.cancel')}
      onClose={props.onCancel}
      action={
        <>
          <Count aria-live="polite">{t('picker.selected', { count: selectedCount })}</Count>
          <Button variant="ghost" onClick={props.onCancel}>
            {t('picker.cancel')}
          </Button>
          <Button onClick={() => props.onDone(selection.selected)} disabled={!canFinish(selectedCount, props.min, props.max)}>
            {props.doneLabel ?? t('picker.done')}
          </Button>
        </>
      }
    >
      <Toolbar>
        <Search>
          <TextField
            label={t('picker.search')}
            type="search"
            name="q"
            autoComplete="off"
            value={props.query}
            onChange={(event) => props.onQueryChange(event.target.value)}
          />
        </Search>
        {props.filters}
      </Toolbar>
      {selection.limitAlert && (
        <Alert role="alert" data-picker-limit="">
          {props.limitText ?? t('picker.limit', { max: props.max, items: props.itemsLabel })}
        </Alert>
      )}
      {list.loading ? (
        <Center>
          <Spinner label={t('common.loading')} />
        </Center>
      ) : emptyText ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Grid>{props.children(nearEndRef)}</Grid>
      )}
      {list.loadingMore && (
        <Center>
          <Spinner label={t('links.loadingMore')} size={24} />
        </Center>
      )}
    </SheetDialog>
  );
}

const Count = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Search = styled.div`
  flex: 1;
`;

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => theme.space.xl};
`;

/** Tiles in a responsive grid, the same for both pickers. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
