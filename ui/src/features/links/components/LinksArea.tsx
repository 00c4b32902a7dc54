/**
 * The links page and the shorts page (docs/links.md#lists): top bar (for an influencer who may not
 * create, a line under it saying who does and what is left to them), lifetime strip, infinite list,
 * and the dialogs over it — the editor (create, or edit by path), delete confirmation, the general
 * error, the free-trial dialog — plus the copied / saved toasts. `renderPreview` lets the page
 * put the preview dialog over the list at `/preview/{id}`.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { ListTopBar } from '../../../components/ListTopBar';
import { Toast } from '../../../components/Toast';
import { Stack } from '../../../components/Stack';
import { ViewerNote } from '../../../components/ViewerNote';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { queryParam } from '../../../lib/query';
import type { MessageKey } from '../../../i18n/catalogue';
import { canManageLinks, trialBlocksEditing } from '../../../domain/links/access';
import { fetchLinksPage, LINKS_PAGE } from '../../../domain/links/api/links';
import type { ContentRoute } from '../../../domain/links/contentRoute';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useEditorRoute } from '../hooks/useEditorRoute';
import { useLinksAnalytics } from '../hooks/useLinksAnalytics';
import { usePagedList } from '../../../hooks/usePagedList';
import type { LinkOut } from '../../../generated/LinkOut';
import type { LinkType } from '../../../domain/links/types';
import type { PageComponent } from '../../../lib/pageTypes';
import { AnalyticsStrip } from './AnalyticsStrip';
import { DeleteLinkDialog } from '../../../domain/links/DeleteLinkDialog';
import { FreeTrialDialog } from '../../../domain/links/FreeTrialDialog';
import { LinkEditor } from './LinkEditor';
import { LinkList } from './LinkList';
import { LinksErrorDialog } from '../../../domain/links/LinksErrorDialog';
import { useMountEffect } from '../../../hooks/useMountEffect';

interface Props {
  kind: LinkType;
  user: SessionUser;
  route: ContentRoute;
  /** The raw query of the page (`create=1`). */
  query: string;
  renderPreview?: (id: string) => ReactNode;
  /** The public instant store page's component, for the look editor's phone preview. */
  storePage: PageComponent;
}

const linkId = (link: LinkOut) => link.link_id;

export function LinksArea({ kind, user, route, query, renderPreview, storePage }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const manage = canManageLinks(user);
  const blocked = trialBlocksEditing(user);
  const { editor, openEditor, closeEditor } = useEditorRoute(kind, route, query, manage && !blocked);
  const [freeTrial, setFreeTrial] = useState(false);
  useMountEffect(() => {
    // An edit path or `?create=1` opened by a free account whose trial ended: the free-trial
    // dialog instead of the editor.
    if (manage && blocked && (route.mode === 'edit' || queryParam(query, 'create') === '1')) setFreeTrial(true);
  });
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [toast, setToast] = useState<MessageKey | null>(null);
  const analytics = useLinksAnalytics();

  const fetchPage = useCallback(
    async (skip: number, signal: AbortSignal) => {
      const page = await fetchLinksPage({ businessId: user.businessId, q, skip, count: LINKS_PAGE, linkType: kind }, signal);
      return { items: page.links, next: page.next_skip };
    },
    [user.businessId, q, kind],
  );
  const list = usePagedList<LinkOut, number>(`${kind}|${q}`, 0, fetchPage, linkId);

  const startEditor = (id: string | null) => (blocked ? setFreeTrial(true) : openEditor(id));
  const create = manage ? () => startEditor(null) : null;

  const copied = useCallback((ok: boolean) => setToast(ok ? 'links.copied' : 'links.copyFailed'), []);

  const handleSaved = (created: boolean) => {
    closeEditor();
    setToast(created ? (kind === 'LOOK' ? 'edit.createdLook' : 'edit.createdShort') : 'edit.changesSaved');
    list.reload();
  };

  const clearToast = useCallback(() => setToast(null), []);
  const figures = analytics ? (kind === 'LOOK' ? analytics.looks_analytics : analytics.shorts_analytics) : null;

  return (
    <Stack $gap="lg" data-links-area={kind}>
      <ListTopBar
        title={user.businessName}
        searchLabel={t('links.search')}
        searchPlaceholder={t(`links.searchPlaceholder.${kind}`)}
        query={search}
        onQueryChange={setSearch}
        createLabel={t(`links.create.${kind}`)}
        onCreate={create}
        createMarker="link"
      />
      {/* Without the create button, the viewer is told who creates and what is left to them. */}
      {!manage && <ViewerNote>{t(`links.viewOnly.${kind}`)}</ViewerNote>}
      <AnalyticsStrip user={user} figures={figures} />
      <LinkList
        kind={kind}
        list={list}
        query={q}
        canManage={manage}
        onCreate={create}
        onEdit={(link) => startEditor(link.link_id)}
        onDelete={(link) => setDeleting(link.link_id)}
        onCopied={copied}
      />
      {route.mode === 'preview' && renderPreview?.(route.id)}
      {editor && (
        <LinkEditor
          kind={kind}
          user={user}
          linkId={editor.id}
          influencer={editor.influencer ?? null}
          products={editor.products ?? []}
          onClose={closeEditor}
          onSaved={handleSaved}
          storePage={storePage}
        />
      )}
      {deleting && (
        <DeleteLinkDialog
          linkId={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(id) => {
            setDeleting(null);
            list.remove(id);
          }}
          onFailed={(error) => {
            console.warn('Deleting the link failed', error);
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
