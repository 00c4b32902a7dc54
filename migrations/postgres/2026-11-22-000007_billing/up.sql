-- Billing: Shoplinks' record of the subscriptions it asked each store for. A plan becomes the
-- business's plan only once the store platform reports its subscription ACTIVE.
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
