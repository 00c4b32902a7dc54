-- The public shoppable feed (docs/shopboard.md#public-feed) rides on the links machinery, so the
-- cart, the checkout hand-off, clicks, rollups and order attribution work unchanged: one hidden
-- link of kind SHOPBOARD per business (the feed page, at most one) and one of kind
-- SHOPBOARD_POST per post that is shown, tagged and has a kept picture. A post names its link
-- (no foreign key: a link outlives its post, so orders attributed to it keep it). The kept
-- picture's size lets pages reserve its place before it loads (0: not known).
ALTER TABLE social_posts ADD COLUMN link_id TEXT;
ALTER TABLE social_posts ADD COLUMN image_width INTEGER NOT NULL DEFAULT 0;
ALTER TABLE social_posts ADD COLUMN image_height INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX links_one_shopboard ON links (business_id) WHERE kind = 'SHOPBOARD';
-- The feed: a business's posts across networks, newest first.
CREATE INDEX social_posts_feed ON social_posts (business_id, posted_at);
