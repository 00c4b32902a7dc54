/**
 * The shopboard page: the Instagram, TikTok and Pinterest tabs (the address's `?tab=` chooses
 * one, and choosing one writes it back), the chosen network's panel, and the public feed's
 * section (its address and figures); at `/admin/shopboard/posts/{network}/{postId}`, a post's
 * analytics page instead.
 * The status loads after mount, with a loader meanwhile. The page is the merchant's with a
 * connected store; anyone else is sent home.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { HomeRedirect } from '../../../components/HomeRedirect';
import { MessageDialog } from '../../../components/MessageDialog';
import { Spinner } from '../../../components/Spinner';
import { TabBar, tabPanelProps } from '../../../components/TabBar';
import type { SessionUser } from '../../../generated/SessionUser';
import { useT } from '../../../i18n/useT';
import { opensShopboard } from '../access';
import { useNetworkActions } from '../hooks/useNetworkActions';
import { useShopboardStatus } from '../hooks/useShopboardStatus';
import { failureText } from '../messages';
import { NAME_KEY, NETWORKS, parsePostPath, shopboardTab, tabFromQuery, type SocialNetwork } from '../networks';
import { statusOf } from '../socialStatus';
import { FeedSection } from './FeedSection';
import { NetworkPanel, TABS_ID } from './NetworkPanel';
import { PostAnalytics } from './PostAnalytics';

interface Props {
  user: SessionUser;
  /** The page's query (`tab=tiktok`). */
  query: string;
}

/** The shopboard, or a post's analytics page when the path names a post. */
export function ShopboardArea({ user, query, path }: Props & { path: string }) {
  if (!opensShopboard(user)) return <HomeRedirect />;
  const post = parsePostPath(path);
  if (post) return <PostAnalytics network={post.network} postId={post.postId} />;
  return <Shopboard user={user} query={query} />;
}

function Shopboard({ user, query }: Props) {
  const t = useT();
  const [tab, setTab] = useState<SocialNetwork>(() => tabFromQuery(query));
  const board = useShopboardStatus();
  const actions = useNetworkActions(board.setNetwork);

  const select = (network: SocialNetwork) => {
    setTab(network);
    history.replaceState(history.state, '', shopboardTab(network));
  };

  return (
    <Page data-shopboard-page="">
      <div>
        <Title>{t('page.shopboard.title')}</Title>
        <Intro>{t('shopboard.intro')}</Intro>
      </div>
      <TabBar
        label={t('shopboard.tabs')}
        idPrefix={TABS_ID}
        tabs={NETWORKS.map((id) => ({ id, label: t(NAME_KEY[id]) }))}
        selected={tab}
        onSelect={select}
      />
      {board.status ? (
        <NetworkPanel key={tab} network={tab} status={statusOf(board.status, tab)} user={user} actions={actions} />
      ) : (
        <div {...tabPanelProps(TABS_ID, tab)}>
          {board.failed ? <Banner tone="error">{t('shopboard.statusFailed')}</Banner> : <Spinner label={t('common.loading')} />}
        </div>
      )}
      {board.status ? <FeedSection url={board.status.shopboard_url} /> : null}
      {actions.failure !== null && (
        <MessageDialog
          tone="error"
          title={t('errors.title')}
          message={failureText(t, actions.failure)}
          buttonLabel={t('common.close')}
          onClose={actions.clearFailure}
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
