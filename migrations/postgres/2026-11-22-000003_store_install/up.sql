-- Store platform: app installations (one per shop), single-use OAuth states, and the sandbox
-- store's own shops, authorization codes and access tokens.
CREATE TABLE store_installations (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL,
    access_token_sealed TEXT NOT NULL,
    scopes TEXT NOT NULL,
    business_id TEXT REFERENCES businesses (id) ON DELETE SET NULL,
    connect_token_hash TEXT,
    connect_token_expires_at TIMESTAMP,
    installed_at TIMESTAMP NOT NULL,
    uninstalled_at TIMESTAMP,
    CONSTRAINT store_installations_shop_key UNIQUE (shop_domain),
    CONSTRAINT store_installations_connect_token_key UNIQUE (connect_token_hash)
);
CREATE INDEX store_installations_business_idx ON store_installations (business_id);

CREATE TABLE oauth_states (
    id TEXT PRIMARY KEY NOT NULL,
    nonce_hash TEXT NOT NULL,
    shop_domain TEXT NOT NULL,
    business_id TEXT REFERENCES businesses (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    CONSTRAINT oauth_states_nonce_key UNIQUE (nonce_hash)
);
