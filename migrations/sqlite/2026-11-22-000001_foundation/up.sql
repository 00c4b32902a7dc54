-- Foundation: businesses, their users (merchants), influencers and sessions.
CREATE TABLE businesses (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    currency TEXT NOT NULL DEFAULT 'USD',
    subscription_plan TEXT NOT NULL DEFAULT 'FREE',
    trial_ends_at TIMESTAMP NOT NULL,
    store_domain TEXT,
    product_vision_enabled BOOLEAN NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE users (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    username TEXT NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    is_verified BOOLEAN NOT NULL DEFAULT 0,
    locale TEXT,
    sidebar_expanded BOOLEAN,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT users_username_key UNIQUE (username),
    CONSTRAINT users_email_key UNIQUE (email)
);

CREATE TABLE influencers (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    username TEXT NOT NULL,
    email TEXT NOT NULL,
    password_hash TEXT,
    profile_image_url TEXT,
    promocode TEXT,
    is_active BOOLEAN NOT NULL DEFAULT 1,
    perm_commission BOOLEAN NOT NULL DEFAULT 0,
    perm_clicks BOOLEAN NOT NULL DEFAULT 0,
    perm_revenue BOOLEAN NOT NULL DEFAULT 0,
    perm_sales BOOLEAN NOT NULL DEFAULT 0,
    perm_cr BOOLEAN NOT NULL DEFAULT 0,
    perm_aov BOOLEAN NOT NULL DEFAULT 0,
    perm_links BOOLEAN NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT influencers_business_username_key UNIQUE (business_id, username)
);

CREATE TABLE sessions (
    id TEXT PRIMARY KEY NOT NULL,
    token_hash TEXT NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    influencer_id TEXT REFERENCES influencers (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    CONSTRAINT sessions_token_hash_key UNIQUE (token_hash),
    CONSTRAINT sessions_one_subject CHECK ((user_id IS NULL) <> (influencer_id IS NULL))
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_influencer_idx ON sessions (influencer_id);
