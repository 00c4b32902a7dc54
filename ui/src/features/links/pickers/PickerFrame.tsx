/**
 * What the product and collection pickers share (spec 2 §2 "Pickers and dialogs"): the dialog
 * with Cancel and Done, the search box, an optional filter control, the selected count, the
 * selection-limit alert, and the loading / failed / empty texts around the result grid.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { SheetDialog } from '../../../components/SheetDialog';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { useT } from '../../../i18n/useT';

interface Props {
  title: string;
  query: string;
  onQueryChange: (q: string) => void;
  filters?: ReactNode;
  selectedCount: number;
  /** The alert text while it shows, else null. */
  limitAlert: string | null;
  loading: boolean;
  loadingMore: boolean;
  /** The failed / no-results / syncing text, or null while there are results. */
  emptyText: string | null;
  canFinish: boolean;
  onCancel: () => void;
  onDone: () => void;
  children: ReactNode;
}

export function PickerFrame(props: Props) {
  const t = useT();
  return (
    <SheetDialog
      title={props.title}
      width={900}
      backLabel={t('picker.cancel')}
      onClose={props.onCancel}
      action={
        <>
          <Count aria-live="polite">{t('picker.selected', { count: props.selectedCount })}</Count>
          <Button variant="ghost" onClick={props.onCancel}>
            {t('picker.cancel')}
          </Button>
          <Button onClick={props.onDone} disabled={!props.canFinish}>
            {t('picker.done')}
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
      {props.limitAlert && <Alert role="alert">{props.limitAlert}</Alert>}
      {props.loading ? (
        <Center>
          <Spinner label={t('common.loading')} />
        </Center>
      ) : props.emptyText ? (
        <Empty>{props.emptyText}</Empty>
      ) : (
        <Grid>{props.children}</Grid>
      )}
      {props.loadingMore && (
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
