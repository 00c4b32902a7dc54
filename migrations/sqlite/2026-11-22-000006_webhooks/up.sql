-- Webhooks received from the store platform, stored before processing and deduplicated by the
-- platform's webhook id.
CREATE TABLE webhook_inbox (
    id TEXT PRIMARY KEY NOT NULL,
    webhook_id TEXT NOT NULL,
    topic TEXT NOT NULL,
    shop_domain TEXT NOT NULL,
    payload TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    last_error TEXT,
    received_at TIMESTAMP NOT NULL,
    processed_at TIMESTAMP,
    CONSTRAINT webhook_inbox_webhook_id_key UNIQUE (webhook_id)
);
CREATE INDEX webhook_inbox_status_idx ON webhook_inbox (status);
