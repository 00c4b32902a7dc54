import { describe, expect, it } from 'vitest';
import { BottomDrawer } from '../../components/BottomDrawer';
import type { PagedList } from '../../hooks/usePagedList';
import type { SocialPost } from '../../generated/SocialPost';
import { renderMarkup, textOf } from '../../lib/testRender';
import { FeedSection } from './components/FeedSection';
import { NetworkActions } from './components/NetworkActions';
import { PostCard } from './components/PostCard';
import { PostsGrid } from './components/PostsGrid';
import { SocialStatusWidget } from './components/SocialStatusWidget';
import { SYNCING } from './socialStatus';
import { testPost, testProduct, testStatus } from './testShopboard';

const noop = () => undefined;
const widget = (status = testStatus(), connecting = false, locale: 'en' | 'he' = 'en') =>
  renderMarkup(<SocialStatusWidget network="instagram" status={status} connecting={connecting} onConnect={noop} />, undefined, locale);

describe('the social status widget', () => {
  it('offers a network-styled connect button when not connected', () => {
    const html = widget();
    expect(html).toContain('data-social-status="notConnected"');
    expect(html).toMatch(/<button[^>]*data-connect-network="instagram"[^>]*>Connect Instagram<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled/);
    expect(html).not.toContain('data-network-unavailable');
  });

  it('waits with "Connecting…" while the browser leaves for the consent page', () => {
    expect(widget(testStatus(), true)).toMatch(/<button[^>]*disabled=""[^>]*>Connecting…<\/button>/);
  });

  it('disables the button with a plain note where the server cannot connect the network', () => {
    const html = widget(testStatus({ available: false }));
    expect(html).toContain('data-social-status="unavailable"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Connect Instagram<\/button>/);
    expect(textOf(html)).toContain('Instagram cannot be connected on this server yet.');
  });

  it('shows the username and "Syncing" while the posts are imported', () => {
    const text = textOf(widget(testStatus({ connected: true, username: 'sandbox_instagram', number_of_posts: SYNCING })));
    expect(text).toContain('@sandbox_instagr…');
    expect(text).toContain('Syncing');
    expect(text).not.toContain('posts');
  });

  it('shows the cut username and the post count once synced, and a warning after a failed sync', () => {
    const html = widget(testStatus({ connected: true, username: 'ada', number_of_posts: 30 }));
    expect(html).toContain('data-social-count="30"');
    expect(textOf(html)).toContain('@ada 30 posts');
    expect(textOf(widget(testStatus({ connected: true, username: 'ada', number_of_posts: 1 })))).toContain('1 post');
    const failed = widget(testStatus({ connected: true, username: 'ada', number_of_posts: 4, sync_error: 'refused' }));
    expect(textOf(failed)).toContain('The last sync did not finish. Try Sync again.');
    expect(failed).not.toContain('refused');
  });

  it('isolates the handle in Hebrew', () => {
    const text = textOf(widget(testStatus({ connected: true, username: 'ada', number_of_posts: 2 }), false, 'he'));
    expect(text).toContain('\u2066@ada\u2069');
    expect(text).toContain('2 פוסטים');
  });
});

describe('a connected network’s actions', () => {
  it('has the desktop buttons and the phone’s more-options button (one of them shown by CSS)', () => {
    const html = renderMarkup(<NetworkActions networkName="TikTok" busy={undefined} onSync={noop} onDisconnect={noop} />);
    expect(html).toContain('data-network-actions="desktop"');
    expect(html).toMatch(/<button[^>]*aria-label="More options"[^>]*data-network-actions="mobile"/);
    expect(textOf(html)).toContain('Sync again');
    expect(textOf(html)).toContain('Disconnect');
    expect(html).not.toContain('<dialog'); // the drawer opens on a press
  });

  it('says what runs and waits', () => {
    const html = renderMarkup(<NetworkActions networkName="TikTok" busy="disconnect" onSync={noop} onDisconnect={noop} />);
    expect(textOf(html)).toContain('Disconnecting…');
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
  });

  it('lists the actions in the bottom drawer', () => {
    const html = renderMarkup(
      <BottomDrawer
        title="TikTok options"
        closeLabel="Close"
        onClose={noop}
        actions={[
          { id: 'sync', label: 'Sync again', icon: 'sync', onSelect: noop },
          { id: 'disconnect', label: 'Disconnect', icon: 'unlink', onSelect: noop, danger: true },
        ]}
      />,
    );
    expect(html).toContain('data-bottom-drawer');
    expect(textOf(html)).toBe('TikTok options Sync again Disconnect');
  });
});

describe('a post card', () => {
  const card = (post: SocialPost, saving = false) =>
    renderMarkup(
      <PostCard post={post} networkName="Instagram" analyticsHref="/admin/shopboard/posts/instagram/p1" saving={saving} onToggleVisible={noop} onTag={noop} />,
    );

  it('shows the lazy picture, the visible switch, the untagged badge and the Tag products button', () => {
    const html = card(testPost());
    expect(html).toMatch(/<img[^>]*alt="Summer looks by the sea"[^>]*loading="lazy"/);
    expect(html).toMatch(/<input[^>]*role="switch"[^>]*checked=""/);
    const text = textOf(html);
    expect(text).toContain('Visible');
    expect(text).toContain('Untagged');
    expect(text).toContain('Tag products');
    expect(html).toMatch(/href="https:\/\/instagram.example\/p\/post-1"[^>]*target="_blank"/);
    expect(html).toMatch(/<a[^>]*href="\/admin\/shopboard\/posts\/instagram\/p1"[^>]*data-post-analytics-link=""[^>]*>Analytics</);
    expect(html).not.toContain('data-post-product');
  });

  it('says Hidden for a hidden post, and Tagged with the products’ thumbnails', () => {
    const products = [testProduct('1'), testProduct('2', { image: null }), testProduct('3')];
    const html = card(testPost({ visible: false, tagged_by: 'manual', products }));
    expect(html).toContain('data-post-visible="false"');
    expect(html).not.toMatch(/<input[^>]*role="switch"[^>]*checked=""/);
    expect(textOf(html)).toContain('Hidden');
    expect(textOf(html)).toContain('Tagged');
    expect(html.match(/data-post-product=/g)).toHaveLength(3);
    expect(html).toMatch(/<img[^>]*alt="Product 1"/);
    expect(html).toMatch(/role="img"[^>]*aria-label="Product 2"/);
  });

  it('says so instead of an empty picture when the picture is not kept yet', () => {
    const html = card(testPost({ image_url: '' }));
    expect(html).not.toContain('<img');
    expect(html).toMatch(/role="img"[^>]*aria-label="The picture could not be loaded from the network yet"/);
  });

  it('says AI-tagged, and "Saving…" while its tags are saved', () => {
    const html = card(testPost({ tagged_by: 'ai', auto_tagged_products: [testProduct('9')] }), true);
    expect(textOf(html)).toContain('AI-tagged');
    expect(html.match(/data-post-product=/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-tag-products=""[^>]*>Saving…/);
  });
});

/** A list whose first page has arrived, as usePagedList holds it. */
const listOf = (items: SocialPost[], hasMore: boolean): PagedList<SocialPost> => ({
  items,
  loading: false,
  loadingMore: false,
  failed: false,
  hasMore,
  loadMore: noop,
  remove: noop,
  update: noop,
  reload: noop,
});

function Grid({ posts, more }: { posts: SocialPost[]; more: boolean }) {
  return <PostsGrid list={listOf(posts, more)} label="Instagram posts" renderPost={(post) => <li key={post.post_id}>{post.caption}</li>} />;
}

describe('the posts grid', () => {
  it('offers Load more while the server has another page', () => {
    const posts = [testPost({ post_id: 'a', caption: 'first' }), testPost({ post_id: 'b', caption: 'second' })];
    const html = renderMarkup(<Grid posts={posts} more />);
    expect(html).toContain('aria-label="Instagram posts"');
    expect(textOf(html)).toBe('first second Load more');
    expect(renderMarkup(<Grid posts={posts} more={false} />)).not.toContain('data-load-more');
  });

  it('says when the account has no posts', () => {
    expect(textOf(renderMarkup(<Grid posts={[]} more={false} />))).toBe('This account has no posts yet.');
  });
});

describe('the feed section', () => {
  it('asks for a connected network before there is a feed, with no figures', () => {
    const text = textOf(renderMarkup(<FeedSection url={null} />));
    expect(text).toBe('Your shoppable feed Connect Instagram, TikTok or Pinterest to publish your shoppable feed.');
  });

  it("shows the feed's public address once there is one", () => {
    const html = renderMarkup(<FeedSection url="https://shoplinks.app/summer/shopboard" />);
    expect(textOf(html)).toContain('shoplinks.app/summer/shopboard');
    expect(textOf(html)).toContain('Open public page');
  });
});
