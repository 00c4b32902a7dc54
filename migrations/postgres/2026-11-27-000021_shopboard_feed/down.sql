DROP INDEX social_posts_feed;
DROP INDEX links_one_shopboard;
ALTER TABLE social_posts DROP COLUMN image_height;
ALTER TABLE social_posts DROP COLUMN image_width;
ALTER TABLE social_posts DROP COLUMN link_id;
