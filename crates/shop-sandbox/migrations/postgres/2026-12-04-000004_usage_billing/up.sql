-- Usage-based app billing, as Shopify models it: a subscription may carry, beside its recurring
-- price, one usage line (a cap per 30-day cycle in minor units of its currency, and the terms
-- the merchant approved), and the app charges usage records against that line. The cycle runs
-- in 30-day steps from the moment the merchant approved (`activated_at`); subscriptions already
-- active take their last change as that moment.
ALTER TABLE sandbox_app_subscriptions ADD COLUMN activated_at TIMESTAMP;
ALTER TABLE sandbox_app_subscriptions ADD COLUMN usage_capped_cents BIGINT;
ALTER TABLE sandbox_app_subscriptions ADD COLUMN usage_currency TEXT;
ALTER TABLE sandbox_app_subscriptions ADD COLUMN usage_terms TEXT;
-- The usage line's place among the subscription's line items (0 or 1, the order they were
-- asked for in), which its gid names.
ALTER TABLE sandbox_app_subscriptions ADD COLUMN usage_line_index INTEGER;
UPDATE sandbox_app_subscriptions SET activated_at = updated_at WHERE status = 'ACTIVE';

-- Usage records of a subscription's usage line, numbered per shop (the N of
-- gid://shopify/AppUsageRecord/N). An idempotency key is used once per line: a second request
-- with it answers the first record, and the unique key decides between two that race.
CREATE TABLE sandbox_app_usage_records (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    subscription_number BIGINT NOT NULL,
    line_index INTEGER NOT NULL,
    number BIGINT NOT NULL,
    description TEXT NOT NULL,
    price_cents BIGINT NOT NULL,
    currency TEXT NOT NULL,
    idempotency_key TEXT,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT sandbox_app_usage_records_number_key UNIQUE (shop_domain, number)
);

CREATE UNIQUE INDEX sandbox_app_usage_records_idempotency_key
    ON sandbox_app_usage_records (shop_domain, subscription_number, line_index, idempotency_key);

CREATE INDEX sandbox_app_usage_records_line_idx
    ON sandbox_app_usage_records (shop_domain, subscription_number, line_index, created_at);
