-- Links, shorts and multilinks (one id space, so `/{username}/{id}` resolves with one lookup),
-- the shopper events they collect, their daily rollups, and which link each store order is
-- attributed to.
--
-- A multilink is a row of kind MULTILINK; its experiences are rows of kind LOOK or SHORT whose
-- parent_id is the multilink. A link is live when closed_at (deleted by the merchant) and
-- store_disconnected_at (the store was disconnected or uninstalled) are both empty;
-- reconnecting the store clears store_disconnected_at and nothing else.
CREATE TABLE links (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    parent_id TEXT REFERENCES links (id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0,
    traffic_share INTEGER NOT NULL DEFAULT 100,
    device_option TEXT NOT NULL DEFAULT 'ALL',
    url_type TEXT NOT NULL,
    description TEXT NOT NULL,
    images TEXT NOT NULL,
    promocode TEXT,
    influencer_id TEXT REFERENCES influencers (id) ON DELETE SET NULL,
    utm_source TEXT,
    utm_medium TEXT,
    utm_campaign TEXT,
    utm_term TEXT,
    utm_content TEXT,
    shopping_redirect_url TEXT,
    created_by_user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_by_influencer_id TEXT REFERENCES influencers (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    closed_at TIMESTAMP,
    store_disconnected_at TIMESTAMP
);
CREATE INDEX links_business_list_idx ON links (business_id, kind, created_at);
CREATE INDEX links_parent_idx ON links (parent_id);
CREATE INDEX links_influencer_idx ON links (influencer_id);

-- Products of a link in the order the merchant chose, by the store's product id (which
-- survives a disconnect and a fresh catalog sync).
CREATE TABLE link_products (
    link_id TEXT NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    product_shopify_id TEXT NOT NULL,
    selected_options TEXT NOT NULL,
    PRIMARY KEY (link_id, position)
);

CREATE TABLE link_collections (
    link_id TEXT NOT NULL REFERENCES links (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    collection_shopify_id TEXT NOT NULL,
    PRIMARY KEY (link_id, position)
);

-- Shopper events, written in batches by the click writer. link_id is the link that served
-- (the experience, for a multilink); root_link_id is the link in the URL. click_id is the id of
-- the view that started the visit; it travels to the store as a cart attribute.
CREATE TABLE link_events (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL,
    link_id TEXT NOT NULL,
    root_link_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    click_id TEXT NOT NULL,
    visitor_id TEXT NOT NULL,
    unique_view BOOLEAN NOT NULL DEFAULT 0,
    product_shopify_id TEXT,
    device TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX link_events_link_idx ON link_events (link_id, created_at);
CREATE INDEX link_events_root_idx ON link_events (root_link_id, created_at);
CREATE INDEX link_events_click_idx ON link_events (click_id);

-- First sighting of a visitor on a link: a view is unique when it inserts a row here.
CREATE TABLE link_visitors (
    link_id TEXT NOT NULL,
    visitor_id TEXT NOT NULL,
    first_seen_at TIMESTAMP NOT NULL,
    PRIMARY KEY (link_id, visitor_id)
);

-- Daily rollups of events per link (kept by the click writer in the same transaction).
CREATE TABLE link_daily_stats (
    link_id TEXT NOT NULL,
    day DATE NOT NULL,
    business_id TEXT NOT NULL,
    views BIGINT NOT NULL DEFAULT 0,
    unique_views BIGINT NOT NULL DEFAULT 0,
    adds BIGINT NOT NULL DEFAULT 0,
    checkout_requests BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (link_id, day)
);
CREATE INDEX link_daily_stats_business_idx ON link_daily_stats (business_id, day);

-- Per product of a link: how often it was viewed and added to cart.
CREATE TABLE link_product_stats (
    link_id TEXT NOT NULL,
    product_shopify_id TEXT NOT NULL,
    views BIGINT NOT NULL DEFAULT 0,
    adds BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (link_id, product_shopify_id)
);

-- Which link (and experience, and influencer) a store order is attributed to, and how:
-- CLICK (the click-id cart attribute) or PROMOCODE.
CREATE TABLE order_attributions (
    order_id TEXT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    link_id TEXT NOT NULL,
    root_link_id TEXT NOT NULL,
    influencer_id TEXT,
    click_id TEXT,
    method TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX order_attributions_link_idx ON order_attributions (link_id);
CREATE INDEX order_attributions_root_idx ON order_attributions (root_link_id);
CREATE INDEX order_attributions_business_idx ON order_attributions (business_id, created_at);
