-- The sandbox store's tables. They were once part of the product's own migrations, so a
-- database made before the sandbox became its own crate has them already: every statement is
-- IF NOT EXISTS, and this migration only records that the sandbox's tables are in place.
CREATE TABLE IF NOT EXISTS sandbox_shops (
    domain TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    currency TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE IF NOT EXISTS sandbox_oauth_codes (
    code_hash TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at TIMESTAMP
);

CREATE TABLE IF NOT EXISTS sandbox_access_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    client_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    revoked_at TIMESTAMP
);

-- Catalog: products with variants (size and colour options), collections.
CREATE TABLE IF NOT EXISTS sandbox_products (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    handle TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    product_type TEXT NOT NULL,
    status TEXT NOT NULL,
    tags TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE INDEX IF NOT EXISTS sandbox_products_shop_idx ON sandbox_products (shop_domain, number);

CREATE TABLE IF NOT EXISTS sandbox_variants (
    id TEXT PRIMARY KEY NOT NULL,
    product_id TEXT NOT NULL REFERENCES sandbox_products (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    size TEXT NOT NULL,
    color TEXT NOT NULL,
    color_hex TEXT NOT NULL,
    sku TEXT NOT NULL,
    price_cents BIGINT NOT NULL,
    inventory_quantity INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS sandbox_variants_product_idx ON sandbox_variants (product_id);

CREATE TABLE IF NOT EXISTS sandbox_collections (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    handle TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS sandbox_collection_products (
    collection_id TEXT NOT NULL REFERENCES sandbox_collections (id) ON DELETE CASCADE,
    product_id TEXT NOT NULL REFERENCES sandbox_products (id) ON DELETE CASCADE,
    PRIMARY KEY (collection_id, product_id)
);

-- App subscriptions (the sandbox's Billing API).
CREATE TABLE IF NOT EXISTS sandbox_app_subscriptions (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    name TEXT NOT NULL,
    price_cents BIGINT NOT NULL,
    currency TEXT NOT NULL,
    trial_days INTEGER NOT NULL,
    is_test BOOLEAN NOT NULL DEFAULT FALSE,
    status TEXT NOT NULL,
    return_url TEXT NOT NULL,
    confirm_token_hash TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE INDEX IF NOT EXISTS sandbox_app_subscriptions_shop_idx ON sandbox_app_subscriptions (shop_domain, number);

-- Orders: discount codes, checkouts (from cart permalinks), paid orders with their lines, and
-- refunds.
CREATE TABLE IF NOT EXISTS sandbox_discounts (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    title TEXT NOT NULL,
    code TEXT NOT NULL,
    kind TEXT NOT NULL,
    value BIGINT NOT NULL,
    starts_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT sandbox_discounts_shop_code_key UNIQUE (shop_domain, code)
);

CREATE TABLE IF NOT EXISTS sandbox_checkouts (
    token TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    lines_json TEXT NOT NULL,
    discount_code TEXT,
    attributes_json TEXT NOT NULL,
    order_id TEXT,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE IF NOT EXISTS sandbox_orders (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    order_number INTEGER NOT NULL,
    email TEXT NOT NULL,
    currency TEXT NOT NULL,
    subtotal_cents BIGINT NOT NULL,
    discount_cents BIGINT NOT NULL,
    tax_cents BIGINT NOT NULL,
    total_cents BIGINT NOT NULL,
    refunded_cents BIGINT NOT NULL,
    financial_status TEXT NOT NULL,
    discount_code TEXT,
    discount_kind TEXT,
    attributes_json TEXT NOT NULL,
    restocked BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CONSTRAINT sandbox_orders_shop_number_key UNIQUE (shop_domain, order_number)
);

CREATE TABLE IF NOT EXISTS sandbox_order_lines (
    id TEXT PRIMARY KEY NOT NULL,
    order_id TEXT NOT NULL REFERENCES sandbox_orders (id) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    product_id TEXT NOT NULL,
    variant_id TEXT NOT NULL,
    title TEXT NOT NULL,
    variant_title TEXT NOT NULL,
    sku TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    price_cents BIGINT NOT NULL
);

CREATE INDEX IF NOT EXISTS sandbox_order_lines_order_idx ON sandbox_order_lines (order_id);

CREATE TABLE IF NOT EXISTS sandbox_refunds (
    id TEXT PRIMARY KEY NOT NULL,
    order_id TEXT NOT NULL REFERENCES sandbox_orders (id) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    amount_cents BIGINT NOT NULL,
    lines_json TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE INDEX IF NOT EXISTS sandbox_refunds_order_idx ON sandbox_refunds (order_id);

-- Webhook subscriptions made through the Admin API, one per shop, topic and
-- address.
CREATE TABLE IF NOT EXISTS sandbox_webhook_subscriptions (
    id BIGINT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL,
    topic TEXT NOT NULL,
    callback_url TEXT NOT NULL,
    format TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT sandbox_webhook_subscriptions_topic_url_key UNIQUE (shop_domain, topic, callback_url)
);
