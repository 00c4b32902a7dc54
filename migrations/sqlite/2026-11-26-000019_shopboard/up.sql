-- Shopboard (docs/shopboard.md). An OAuth 2 round trip under way: one row per connect click,
-- bound to the session that clicked, used once and removed; its PKCE verifier sealed like
-- store tokens. Only the state's hash is kept, so a leaked table cannot complete a round trip.
CREATE TABLE social_oauth_states (
    state_hash TEXT PRIMARY KEY NOT NULL,
    session_id TEXT NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    network TEXT NOT NULL,
    pkce_verifier_sealed TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX social_oauth_states_created ON social_oauth_states (created_at);

-- A business's connected account on one network. Tokens are sealed (AES-256-GCM); `posts_count`
-- is -1 while a sync runs (what the dashboard shows as "Syncing").
CREATE TABLE social_connections (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    network TEXT NOT NULL,
    account_id TEXT NOT NULL,
    username TEXT NOT NULL,
    access_token_sealed TEXT NOT NULL,
    refresh_token_sealed TEXT,
    expires_at TIMESTAMP,
    posts_count INTEGER NOT NULL,
    sync_error TEXT,
    connected_at TIMESTAMP NOT NULL,
    synced_at TIMESTAMP,
    PRIMARY KEY (business_id, network)
);

-- The imported posts. `source_url` is the network's media address; `image_url` our re-encoded
-- copy of it (empty until it is kept; docs/shopboard.md#post-pictures). Tags are the merchant's (`product_ids_json`, at most 5, with the chosen
-- options per product) or visual recognition's (`auto_tagged_json`); `tagged_by` says which
-- the merchant last saw: 'manual', 'ai' or NULL (untagged).
CREATE TABLE social_posts (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    network TEXT NOT NULL,
    external_id TEXT NOT NULL,
    source_url TEXT NOT NULL,
    image_url TEXT NOT NULL,
    caption TEXT NOT NULL,
    permalink TEXT NOT NULL,
    media_type TEXT NOT NULL,
    posted_at TIMESTAMP NOT NULL,
    visible BOOLEAN NOT NULL DEFAULT 1,
    product_ids_json TEXT NOT NULL DEFAULT '[]',
    selected_options_json TEXT NOT NULL DEFAULT '{}',
    auto_tagged_json TEXT NOT NULL DEFAULT '[]',
    tagged_by TEXT,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (business_id, network, external_id)
);
CREATE INDEX social_posts_list ON social_posts (business_id, network, posted_at);
