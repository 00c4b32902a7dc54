/**
 * One network's tab: its status widget with Sync again and Disconnect (confirmed first), and
 * once synced its posts, whose visibility switch flips at once (and flips back, with the reason,
 * when the server refuses) and whose Tag products opens the picker. A free account whose trial
 * has ended gets the free-trial dialog instead of either change.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MessageDialog } from '../../../components/MessageDialog';
import { SectionCard, SectionHeading } from '../../../components/SectionCard';
import { tabPanelProps } from '../../../components/TabBar';
import { FreeTrialDialog } from '../../../domain/links/FreeTrialDialog';
import type { SessionUser } from '../../../generated/SessionUser';
import type { SocialMediaStatus } from '../../../generated/SocialMediaStatus';
import type { SocialPost } from '../../../generated/SocialPost';
import { useT } from '../../../i18n/useT';
import type { Product } from '../../../domain/links/types';
import { trialBlocksShopboard } from '../access';
import { setPostVisible, tagPostProducts } from '../api';
import type { NetworkActions as Actions } from '../hooks/useNetworkActions';
import { useSocialPosts } from '../hooks/useSocialPosts';
import { failureText } from '../messages';
import { NAME_KEY, postAnalyticsPath, type SocialNetwork } from '../networks';
import { toggleVisibility } from '../posts';
import { networkState } from '../socialStatus';
import { tagBody } from '../tagging';
import { NetworkActions } from './NetworkActions';
import { PostCard } from './PostCard';
import { PostsGrid } from './PostsGrid';
import { SocialStatusWidget } from './SocialStatusWidget';
import { TagProductsDialog } from './TagProductsDialog';

/** Prefix of the tab and panel ids. */
export const TABS_ID = 'shopboard';

interface Props {
  network: SocialNetwork;
  status: SocialMediaStatus;
  user: SessionUser;
  actions: Actions;
}

export function NetworkPanel({ network, status, user, actions }: Props) {
  const t = useT();
  const name = t(NAME_KEY[network]);
  const state = networkState(status);
  const list = useSocialPosts(network, state.kind === 'synced');
  const trialBlocked = trialBlocksShopboard(user);
  const [trialDialog, setTrialDialog] = useState(false);
  const [tagging, setTagging] = useState<SocialPost | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);
  // One visibility call per post at a time: a second press waits for the first answer.
  const switching = useRef(new Set<string>());
  const busy = actions.busy[network];

  const toggle = (post: SocialPost) => {
    if (trialBlocked) {
      setTrialDialog(true);
      return;
    }
    if (switching.current.has(post.post_id)) return;
    switching.current.add(post.post_id);
    void toggleVisibility(post, {
      show: list.update,
      send: (visible) => setPostVisible(network, post.post_id, visible),
      fail: (error) => {
        console.error('Changing a post’s visibility failed', error);
        setFailure(error);
      },
    }).finally(() => switching.current.delete(post.post_id));
  };

  const openTagging = (post: SocialPost) => (trialBlocked ? setTrialDialog(true) : setTagging(post));

  const saveTags = async (post: SocialPost, products: Product[]) => {
    setTagging(null);
    setSaving((ids) => new Set(ids).add(post.post_id));
    try {
      list.update(await tagPostProducts(network, post.post_id, tagBody(products)));
    } catch (error) {
      console.error('Tagging a post failed', error);
      setFailure(error);
    } finally {
      setSaving((ids) => new Set([...ids].filter((id) => id !== post.post_id)));
    }
  };

  const disconnect = async () => {
    await actions.disconnect(network);
    setConfirming(false);
  };

  return (
    <SectionCard {...tabPanelProps(TABS_ID, network)} data-network-panel={network}>
      <Head>
        <Who>
          <SectionHeading>{name}</SectionHeading>
          <SocialStatusWidget network={network} status={status} connecting={busy === 'connect'} onConnect={() => actions.connect(network)} />
        </Who>
        {status.connected && (
          <NetworkActions
            networkName={name}
            busy={busy}
            onSync={() => void actions.sync(network)}
            onDisconnect={() => setConfirming(true)}
          />
        )}
      </Head>
      {state.kind === 'notConnected' && <Note>{t('shopboard.notConnected', { network: name })}</Note>}
      {state.kind === 'syncing' && <Note data-posts-syncing="">{t('shopboard.posts.syncing')}</Note>}
      {state.kind === 'synced' && (
        <PostsGrid
          list={list}
          label={t('shopboard.posts.label', { network: name })}
          renderPost={(post) => (
            <PostCard
              key={post.post_id}
              post={post}
              networkName={name}
              analyticsHref={postAnalyticsPath(network, post.post_id)}
              saving={saving.has(post.post_id)}
              onToggleVisible={() => toggle(post)}
              onTag={() => openTagging(post)}
            />
          )}
        />
      )}
      {tagging && <TagProductsDialog post={tagging} onSave={(products) => void saveTags(tagging, products)} onCancel={() => setTagging(null)} />}
      {confirming && (
        <ConfirmDialog
          title={t('shopboard.disconnect.title', { network: name })}
          message={t('shopboard.disconnect.message', { network: name })}
          cancelLabel={t('shopboard.disconnect.cancel')}
          confirmLabel={busy === 'disconnect' ? t('shopboard.disconnecting') : t('shopboard.disconnect')}
          busy={busy === 'disconnect'}
          onConfirm={() => void disconnect()}
          onClose={() => setConfirming(false)}
        />
      )}
      {trialDialog && <FreeTrialDialog user={user} message={t('shopboard.trialEnded.message')} onClose={() => setTrialDialog(false)} />}
      {failure !== null && (
        <MessageDialog
          tone="error"
          title={t('errors.title')}
          message={failureText(t, failure)}
          buttonLabel={t('common.close')}
          onClose={() => setFailure(null)}
        />
      )}
    </SectionCard>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
