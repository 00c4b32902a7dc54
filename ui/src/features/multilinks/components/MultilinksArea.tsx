/**
 * The multilinks page (spec 2 §2 "Multilinks page"): a search box, the create button (admins),
 * the infinite list (28 per page, the next asked 7 items before the end) with its empty state
 * and no-results text, and the dialogs over it: the preview, the editor (or, once a free
 * trial ended, the free-trial dialog) and the toasts.
 * Create success closes the editor and reloads the list; edit success also says "Changes
 * saved" (spec 2 §4).
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { PATHS } from '../../../app/routes';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { Toast } from '../../../components/Toast';
import type { SessionUser } from '../../../generated/SessionUser';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import type { MultilinkOut } from '../../../lib/links/types';
import { queryParam } from '../../../lib/query';
import { visuallyHidden } from '../../../theme/mixins';
import { trialBlocksEditing } from '../../links/access';
import { FreeTrialDialog } from '../../links/components/FreeTrialDialog';
import { useDebouncedValue } from '../../links/hooks/useDebouncedValue';
import { useNearEnd } from '../../links/hooks/useNearEnd';
import { usePagedList } from '../../links/hooks/usePagedList';
import { fetchMultilinks } from '../api/multilinks';
import { MultilinkEditorDialog } from './MultilinkEditorDialog';
import { MultilinkItem } from './MultilinkItem';
import { MultilinkPreviewDialog } from './MultilinkPreviewDialog';

/** Same search delay as the links list. */
const SEARCH_DEBOUNCE_MS = 400;
/** How many items before the end the next page is asked for. */
const PAGE_AHEAD = 7;

type Editor = { id: string | null } | null;

interface Props {
  user: SessionUser;
  /** The page's raw query: `create=1` (the add menu) opens the create dialog. */
  query: string;
}

const multilinkKey = (multilink: MultilinkOut) => multilink.multilink_id;

export function MultilinksArea({ user, query }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Spec 2 §6: multilink create, edit and delete are for admins.
  const canManage = user.isAdmin;
  const [previewId, setPreviewId] = useState<string | null>(null);
  // Spec 2 §6: a free account whose trial ended gets the free-trial dialog instead.
  const blocked = trialBlocksEditing(user);
  const [editor, setEditor] = useState<Editor>(null);
  const [freeTrial, setFreeTrial] = useState(false);
  const [toast, setToast] = useState<MessageKey | null>(null);
  const openEditor = (id: string | null) => (blocked ? setFreeTrial(true) : setEditor({ id }));

  useEffect(() => {
    // `?create=1` (the mobile add menu) opens the create dialog once, after mount, so dialogs
    // stay out of the server markup; the address goes back to the plain list.
    if (queryParam(query, 'create') === null) return;
    if (canManage) openEditor(null);
    history.replaceState(history.state, '', PATHS.multilinks);
  }, []); // only the address the page was opened with
  const clearToast = useCallback(() => setToast(null), []);

  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await fetchMultilinks(user.businessId, q, skip, { signal });
      return { items: page.multilinks, next: page.next_skip };
    },
    [user.businessId, q],
  );
  const list = usePagedList<MultilinkOut, number>(q, 0, fetchPage, multilinkKey);
  const nearEndRef = useNearEnd(list.loadMore);
  const create = canManage ? () => openEditor(null) : null;

  const handleSaved = (created: boolean) => {
    setEditor(null);
    if (!created) setToast('edit.changesSaved');
    list.reload();
  };

  const loadAt = Math.max(0, list.items.length - PAGE_AHEAD);

  return (
    <Stack data-multilinks-area="">
      <Bar>
        <PageTitle>{t('page.multilinks.title')}</PageTitle>
        <SearchLabel>
          <Hidden>{t('multilinks.search')}</Hidden>
          <Search
            type="search"
            name="q"
            autoComplete="off"
            placeholder={t('multilinks.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </SearchLabel>
        {create && (
          <Button onClick={create} data-create-multilink="">
            <Icon name="plus" />
            {t('multilinks.create')}
          </Button>
        )}
      </Bar>

      {list.loading ? (
        <Center>
          <Spinner label={t('common.loading')} />
        </Center>
      ) : list.items.length === 0 ? (
        q ? (
          <Empty data-no-results="">{t('multilinks.noResults', { q })}</Empty>
        ) : (
          <Empty data-empty-state="">
            <p>{t('multilinks.empty')}</p>
            {create && <Button onClick={create}>{t('multilinks.create')}</Button>}
          </Empty>
        )
      ) : (
        <Grid aria-label={t('page.multilinks.title')}>
          {list.items.map((multilink, index) => (
            <MultilinkItem
              key={multilink.multilink_id}
              multilink={multilink}
              onOpen={setPreviewId}
              nearEndRef={index === loadAt && list.hasMore ? nearEndRef : undefined}
            />
          ))}
        </Grid>
      )}
      {list.loadingMore && (
        <Center>
          <Spinner label={t('multilinks.loadingMore')} size={24} />
        </Center>
      )}

      {previewId && !editor && (
        <MultilinkPreviewDialog
          multilinkId={previewId}
          canManage={canManage}
          onClose={() => setPreviewId(null)}
          onEdit={openEditor}
          onDeleted={(id) => {
            setPreviewId(null);
            list.remove(id);
          }}
          onCopied={(ok) => setToast(ok ? 'links.copied' : 'links.copyFailed')}
        />
      )}
      {editor && (
        <MultilinkEditorDialog user={user} multilinkId={editor.id} onClose={() => setEditor(null)} onSaved={handleSaved} />
      )}
      {freeTrial && <FreeTrialDialog onClose={() => setFreeTrial(false)} />}
      {toast && <Toast message={t(toast)} onDone={clearToast} />}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const PageTitle = styled.h1`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const SearchLabel = styled.label`
  flex: 0 1 320px;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Search = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  p {
    margin: 0;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;
