/**
 * The influencers page (docs/influencers.md): top bar with search and Create, the infinite list,
 * its empty state (pointing to the plans when the trial has ended), and the dialogs over it —
 * the create and edit form, the cap dialogs, the new password shown once — plus the preview at
 * `/admin/influencers/preview/{username}`. The page is the merchant's; an influencer who opens it
 * is told so (the server answers them 403 as well).
 */
import { useCallback, useEffect, useState } from 'react';
import { AreaNote } from '../../../components/AreaNote';
import { ButtonLink } from '../../../components/ButtonLink';
import { Button } from '../../../components/Button';
import { ListTopBar } from '../../../components/ListTopBar';
import { PagedGrid } from '../../../components/PagedGrid';
import { Stack } from '../../../components/Stack';
import { Toast } from '../../../components/Toast';
import type { InfluencerOut } from '../../../generated/InfluencerOut';
import type { SessionUser } from '../../../generated/SessionUser';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useMountEffect } from '../../../hooks/useMountEffect';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { parseContentPath } from '../../../domain/links/contentRoute';
import { navigateTo } from '../../../lib/navigate';
import { planState } from '../../../lib/plan';
import { queryParam } from '../../../lib/query';
import { PATHS } from '../../../lib/routes';
import { capBlock, type CapBlock } from '../cap';
import { useInfluencerList } from '../hooks/useInfluencerList';
import { CapDialog } from './CapDialog';
import { InfluencerCard } from './InfluencerCard';
import { InfluencerFormDialog } from './InfluencerFormDialog';
import { InfluencerPreview } from './InfluencerPreview';
import { PasswordDialog } from './PasswordDialog';

interface Props {
  user: SessionUser;
  path: string;
  /** The page's raw query (`create=1` from the add menu). */
  query: string;
}

interface NewPassword {
  username: string;
  password: string;
  created: boolean;
}

export function InfluencersArea({ user, path, query }: Props) {
  const t = useT();
  if (!user.isAdmin) {
    return (
      <AreaNote title={t('page.influencers.title')} data-influencers-merchant-only="">
        {t('influencers.adminsOnly')}
      </AreaNote>
    );
  }
  return <MerchantInfluencers user={user} path={path} query={query} />;
}

function MerchantInfluencers({ user, path, query }: Props) {
  const t = useT();
  const route = parseContentPath(path);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { list, activeCount, upsert } = useInfluencerList(q, true);
  const [form, setForm] = useState<{ username: string | null } | null>(null);
  const [cap, setCap] = useState<CapBlock>(null);
  const [password, setPassword] = useState<NewPassword | null>(null);
  const [toast, setToast] = useState<MessageKey | null>(null);
  // Bumped after an edit so an open preview reads the influencer again.
  const [previewVersion, setPreviewVersion] = useState(0);
  const trialEnded = planState(user).isFree && planState(user).trialEnded;
  // Like every dialog, the preview opens after mount, never in the server markup.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const startCreate = () => {
    const block = capBlock(user, activeCount ?? 0);
    if (block) setCap(block);
    else setForm({ username: null });
  };
  // A free account whose trial ended gets the free-trial dialog instead of the edit form too.
  const startEdit = (username: string) => (trialEnded ? setCap({ kind: 'freeTrial' }) : setForm({ username }));

  useMountEffect(() => {
    // Dialogs open after mount, never in the server markup.
    if (route.mode === 'edit') startEdit(route.id);
    else if (queryParam(query, 'create') === '1') startCreate();
    if (queryParam(query, 'create') !== null) history.replaceState(history.state, '', PATHS.influencers);
  });

  const closeForm = () => {
    setForm(null);
    if (parseContentPath(location.pathname).mode === 'edit') history.replaceState(history.state, '', PATHS.influencers);
  };

  const saved = (influencer: InfluencerOut, created: boolean) => {
    closeForm();
    upsert(influencer);
    setPreviewVersion((v) => v + 1);
    if (influencer.password) setPassword({ username: influencer.username, password: influencer.password, created });
    else setToast(created ? 'influencers.created' : 'edit.changesSaved');
  };

  const clearToast = useCallback(() => setToast(null), []);

  return (
    <Stack $gap="lg" data-influencers-area="">
      <ListTopBar
        title={t('page.influencers.title')}
        searchLabel={t('influencers.search')}
        searchPlaceholder={t('influencers.searchPlaceholder')}
        query={search}
        onQueryChange={setSearch}
        createLabel={t('influencers.create')}
        onCreate={startCreate}
        createMarker="influencer"
      />
      <PagedGrid
        list={list}
        label={t('page.influencers.title')}
        loadingMoreLabel={t('links.loadingMore')}
        minColumn={280}
        failedText={t('influencers.loadFailed')}
        noResultsText={q ? t('influencers.noResults', { q }) : null}
        empty={
          trialEnded ? (
            <>
              <p>{t('influencers.empty.trialEnded')}</p>
              <ButtonLink href={PATHS.pricingPlans}>{t('links.freeTrial.button')}</ButtonLink>
            </>
          ) : (
            <>
              <p>{t('influencers.empty')}</p>
              <Button onClick={startCreate}>{t('influencers.create')}</Button>
            </>
          )
        }
        renderItem={(influencer, nearEndRef) => (
          <InfluencerCard key={influencer.username} influencer={influencer} nearEndRef={nearEndRef} />
        )}
      />
      {mounted && route.mode === 'preview' && (
        <InfluencerPreview
          key={`${route.id}|${previewVersion}`}
          username={route.id}
          onBack={() => navigateTo(PATHS.influencers)}
          onEdit={() => startEdit(route.id)}
          onChanged={upsert}
          onNewPassword={(influencer, newPassword) =>
            setPassword({ username: influencer.username, password: newPassword, created: false })
          }
        />
      )}
      {form && (
        <InfluencerFormDialog
          username={form.username}
          onClose={closeForm}
          onSaved={saved}
          onCapBlocked={(block) => {
            closeForm();
            setCap(block);
          }}
        />
      )}
      {cap && <CapDialog block={cap} onClose={() => setCap(null)} />}
      {password && <PasswordDialog {...password} onClose={() => setPassword(null)} />}
      {toast && <Toast message={t(toast)} onDone={clearToast} />}
    </Stack>
  );
}
