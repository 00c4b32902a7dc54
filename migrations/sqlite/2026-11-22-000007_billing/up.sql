-- Billing. The sandbox store's app subscriptions (its Billing API), and Shoplinks' record of the
-- subscriptions it asked each store for: a plan becomes the business's plan only once the store
-- platform reports its subscription ACTIVE.
CREATE TABLE sandbox_app_subscriptions (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    name TEXT NOT NULL,
    price_cents BIGINT NOT NULL,
    currency TEXT NOT NULL,
    trial_days INTEGER NOT NULL,
    is_test BOOLEAN NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    return_url TEXT NOT NULL,
    confirm_token_hash TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX sandbox_app_subscriptions_shop_idx ON sandbox_app_subscriptions (shop_domain, number);

CREATE TABLE billing_subscriptions (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    shop_domain TEXT NOT NULL,
    shopify_id TEXT NOT NULL,
    plan TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CONSTRAINT billing_subscriptions_shopify_id_key UNIQUE (shop_domain, shopify_id)
);
CREATE INDEX billing_subscriptions_business_idx ON billing_subscriptions (business_id, created_at);
