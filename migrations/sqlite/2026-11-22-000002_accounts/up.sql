-- Accounts: one-time email tokens (verification, password reset) and sign-up requests.
CREATE TABLE email_tokens (
    id TEXT PRIMARY KEY NOT NULL,
    purpose TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    influencer_id TEXT REFERENCES influencers (id) ON DELETE CASCADE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP,
    CONSTRAINT email_tokens_token_hash_key UNIQUE (token_hash),
    CONSTRAINT email_tokens_one_subject CHECK ((user_id IS NULL) <> (influencer_id IS NULL))
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id);
CREATE INDEX email_tokens_influencer_idx ON email_tokens (influencer_id);

CREATE TABLE signup_requests (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    description TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

