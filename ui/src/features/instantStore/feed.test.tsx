import { describe, expect, it } from 'vitest';
import type { PageProps } from '../../generated/PageProps';
import type { ShopboardFeedData } from '../../generated/ShopboardFeedData';
import type { ShopboardFeedTile } from '../../generated/ShopboardFeedTile';
import { renderWithStyles } from '../../lib/testRender';
import { testTheme } from '../../lib/testTheme';
import { TEST_CONFIG } from '../../lib/testUsers';
import { FeedPage } from './FeedPage';

const tile = (id: string, overrides: Partial<ShopboardFeedTile> = {}): ShopboardFeedTile => ({
  id,
  href: null,
  image: `/uploads/b/post-${id}.jpg`,
  width: 640,
  height: 640,
  network: 'Instagram',
  alt: `Post ${id}`,
  eager: false,
  ...overrides,
});

const data = (overrides: Partial<ShopboardFeedData> = {}): ShopboardFeedData => ({
  storeName: 'Acme Apparel',
  theme: testTheme(),
  logo: null,
  posts: [tile('1', { href: '/acme/aB3dE5fG', eager: true }), tile('2', { network: 'TikTok' })],
  page: 1,
  previousHref: null,
  nextHref: null,
  ...overrides,
});

function render(feed: ShopboardFeedData, locale: 'en' | 'he' = 'en') {
  const props: PageProps = { page: 'shopboardFeed', path: '/acme/shopboard', query: '', locale, user: null, config: TEST_CONFIG, data: feed };
  return renderWithStyles(<FeedPage props={props} />, undefined, locale).html;
}

describe('the shoppable feed page', () => {
  it('shows every post with its network, a tagged one leading to its page', () => {
    const html = render(data());
    expect(html).toContain('<h1');
    expect(html).toContain('Acme Apparel');
    expect(html.match(/data-feed-post="/g)).toHaveLength(2);
    expect(html).toMatch(/<a href="\/acme\/aB3dE5fG"[^>]*data-feed-shop=""/);
    expect(html.match(/data-feed-shop/g)).toHaveLength(1);
    expect(html).toContain('data-network="TikTok"');
    expect(html).toMatch(/<img[^>]*alt="Post 1"[^>]*width="640"[^>]*height="640"[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*alt="Post 2"[^>]*loading="lazy"/);
    expect(html).not.toContain('data-feed-more');
    expect(html).not.toContain('<script');
  });

  it('says when there is nothing to show, and links the next and previous pages', () => {
    expect(render(data({ posts: [] }))).toContain('No posts to show yet.');
    const middle = render(data({ page: 2, previousHref: '/acme/shopboard', nextHref: '/acme/shopboard?page=3' }));
    expect(middle).toMatch(/<a href="\/acme\/shopboard\?page=3" data-feed-more="">More posts<\/a>/);
    expect(middle).toContain('href="/acme/shopboard">Newer posts</a>');
  });

  it('speaks Hebrew', () => {
    expect(render(data(), 'he')).toContain('קנו מהפוסטים שלנו');
  });
});
