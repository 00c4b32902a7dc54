-- The social sandbox's tables: accounts on the stand-in networks (Instagram, TikTok, Pinterest),
-- their generated posts, and the OAuth codes and tokens it hands out (stored as SHA-256 only).

CREATE TABLE sandbox_social_accounts (
    id TEXT PRIMARY KEY NOT NULL,
    network TEXT NOT NULL,
    username TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    -- The sandbox store whose products the account's posts show (none: products of no store).
    shop TEXT,
    UNIQUE (network, username)
);

-- Position 1 is the newest post of its account.
CREATE TABLE sandbox_social_posts (
    id TEXT PRIMARY KEY NOT NULL,
    account_id TEXT NOT NULL REFERENCES sandbox_social_accounts (id) ON DELETE CASCADE,
    network TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    caption TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (account_id, position)
);

CREATE TABLE sandbox_social_codes (
    code_hash TEXT PRIMARY KEY NOT NULL,
    network TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES sandbox_social_accounts (id) ON DELETE CASCADE,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    scope TEXT NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used BOOLEAN NOT NULL DEFAULT 0
);

-- kind is 'access' or 'refresh'.
CREATE TABLE sandbox_social_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL,
    network TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES sandbox_social_accounts (id) ON DELETE CASCADE,
    scope TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    revoked BOOLEAN NOT NULL DEFAULT 0
);
CREATE INDEX sandbox_social_tokens_account_idx ON sandbox_social_tokens (account_id);
CREATE INDEX sandbox_social_codes_account_idx ON sandbox_social_codes (account_id);
