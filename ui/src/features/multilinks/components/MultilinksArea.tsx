/**
 * The multilinks page (docs/links.md#lists), the merchant's (an influencer is told that only the
 * merchant creates and manages multilinks, and nothing is asked): a search box, the create button,
 * the infinite list (28 per page, the next asked 7 items before the end) with its empty state
 * and no-results text, and the dialogs over it: the preview, the editor (or, once a free
 * trial ended, the free-trial dialog), a card's delete confirmation and the toasts.
 * Create success closes the editor and reloads the list; edit success also says "Changes
 * saved" (docs/links.md#editors).
 * The open preview has its own address, `/admin/multilinks/preview/{id}` (domain/links/previewOrigin.ts):
 * a link preview opened from an experience name comes back to it, and the browser's back button
 * closes it.
 */
import { useCallback, useState } from 'react';
import { multilinkPreviewId } from '../../../domain/links/previewOrigin';
import { PATHS } from '../../../lib/routes';
import { AreaNote } from '../../../components/AreaNote';
import { Button } from '../../../components/Button';
import { ListTopBar } from '../../../components/ListTopBar';
import { Toast } from '../../../components/Toast';
import { Stack } from '../../../components/Stack';
import type { SessionUser } from '../../../generated/SessionUser';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import type { MultilinkOut } from '../../../generated/MultilinkOut';
import { queryParam } from '../../../lib/query';
import { trialBlocksEditing } from '../../../domain/links/access';
import { FreeTrialDialog } from '../../../domain/links/FreeTrialDialog';
import { LinksErrorDialog } from '../../../domain/links/LinksErrorDialog';
import { PagedGrid } from '../../../components/PagedGrid';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { usePagedList } from '../../../hooks/usePagedList';
import { fetchMultilinks } from '../api/multilinks';
import { usePreviewRoute } from '../hooks/usePreviewRoute';
import { DeleteMultilinkDialog } from './DeleteMultilinkDialog';
import { MultilinkEditorDialog } from './MultilinkEditorDialog';
import { MultilinkItem } from './MultilinkItem';
import { MultilinkPreviewDialog } from './MultilinkPreviewDialog';
import { useMountEffect } from '../../../hooks/useMountEffect';

type Editor = { id: string | null } | null;

interface Props {
  user: SessionUser;
  /** The page's path: `/admin/multilinks/preview/{id}` opens that preview. */
  path: string;
  /** The page's raw query: `create=1` (the add menu) opens the create dialog. */
  query: string;
}

const multilinkKey = (multilink: MultilinkOut) => multilink.multilink_id;

export function MultilinksArea({ user, path, query }: Props) {
  const t = useT();
  // Multilinks are the merchant's alone: the server answers an influencer's calls with 403, so
  // an influencer is told so and nothing is asked (docs/links.md#permissions).
  if (!user.isAdmin) {
    return (
      <AreaNote title={t('page.multilinks.title')} data-multilinks-merchant-only="">
        {t('multilinks.merchantOnly')}
      </AreaNote>
    );
  }
  return <MerchantMultilinks user={user} path={path} query={query} />;
}

function MerchantMultilinks({ user, path, query }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { previewId, openPreview, closePreview } = usePreviewRoute(multilinkPreviewId(path));
  // A free account whose trial ended gets the free-trial dialog instead (docs/links.md#trial-ended).
  const blocked = trialBlocksEditing(user);
  const [editor, setEditor] = useState<Editor>(null);
  const [freeTrial, setFreeTrial] = useState(false);
  const [toast, setToast] = useState<MessageKey | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const openEditor = (id: string | null) => (blocked ? setFreeTrial(true) : setEditor({ id }));

  useMountEffect(() => {
    // `?create=1` (the mobile add menu) opens the create dialog once, after mount, so dialogs
    // stay out of the server markup; the address goes back to the plain list.
    if (queryParam(query, 'create') === null) return;
    openEditor(null);
    history.replaceState(history.state, '', PATHS.multilinks);
  }); // only the address the page was opened with
  const clearToast = useCallback(() => setToast(null), []);
  const copied = useCallback((ok: boolean) => setToast(ok ? 'links.copied' : 'links.copyFailed'), []);

  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await fetchMultilinks(user.businessId, q, skip, { signal });
      return { items: page.multilinks, next: page.next_skip };
    },
    [user.businessId, q],
  );
  const list = usePagedList<MultilinkOut, number>(q, 0, fetchPage, multilinkKey);
  const create = () => openEditor(null);

  const handleSaved = (created: boolean) => {
    setEditor(null);
    setToast(created ? 'edit.createdMultilink' : 'edit.changesSaved');
    list.reload();
  };

  return (
    <Stack $gap="lg" data-multilinks-area="">
      <ListTopBar
        title={t('page.multilinks.title')}
        searchLabel={t('multilinks.search')}
        searchPlaceholder={t('multilinks.searchPlaceholder')}
        query={search}
        onQueryChange={setSearch}
        createLabel={t('multilinks.create')}
        onCreate={create}
        createMarker="multilink"
      />
      <PagedGrid
        list={list}
        label={t('page.multilinks.title')}
        loadingMoreLabel={t('multilinks.loadingMore')}
        minColumn={240}
        failedText={t('links.error.message')}
        noResultsText={q ? t('multilinks.noResults', { q }) : null}
        empty={
          <>
            <p>{t('multilinks.empty')}</p>
            <Button onClick={create}>{t('multilinks.create')}</Button>
          </>
        }
        renderItem={(multilink, nearEndRef) => (
          <MultilinkItem
            key={multilink.multilink_id}
            multilink={multilink}
            onOpen={openPreview}
            onEdit={openEditor}
            onDelete={setDeleting}
            onCopied={copied}
            nearEndRef={nearEndRef}
          />
        )}
      />

      {previewId && !editor && (
        <MultilinkPreviewDialog
          multilinkId={previewId}
          canManage
          onClose={closePreview}
          onEdit={openEditor}
          onDeleted={(id) => {
            closePreview();
            list.remove(id);
          }}
          onCopied={copied}
        />
      )}
      {editor && (
        <MultilinkEditorDialog user={user} multilinkId={editor.id} onClose={() => setEditor(null)} onSaved={handleSaved} />
      )}
      {deleting && (
        <DeleteMultilinkDialog
          multilinkId={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(id) => {
            setDeleting(null);
            list.remove(id);
          }}
          onFailed={(error) => {
            console.error('Deleting the multilink failed', error);
            setDeleting(null);
            setFailed(true);
          }}
        />
      )}
      {failed && <LinksErrorDialog onClose={() => setFailed(false)} />}
      {freeTrial && <FreeTrialDialog user={user} onClose={() => setFreeTrial(false)} />}
      {toast && <Toast message={t(toast)} onDone={clearToast} />}
    </Stack>
  );
}
