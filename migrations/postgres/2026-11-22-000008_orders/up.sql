-- Orders. The sandbox store's side: discount codes, checkouts (from cart permalinks), paid
-- orders with their lines, and refunds. Shoplinks' side: orders received through webhooks (money
-- in minor units of the order's currency), their lines and refunds, and the log of privacy
-- (compliance) requests.
CREATE TABLE sandbox_discounts (
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

CREATE TABLE sandbox_checkouts (
    token TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    lines_json TEXT NOT NULL,
    discount_code TEXT,
    attributes_json TEXT NOT NULL,
    order_id TEXT,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE sandbox_orders (
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

CREATE TABLE sandbox_order_lines (
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
CREATE INDEX sandbox_order_lines_order_idx ON sandbox_order_lines (order_id);

CREATE TABLE sandbox_refunds (
    id TEXT PRIMARY KEY NOT NULL,
    order_id TEXT NOT NULL REFERENCES sandbox_orders (id) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    amount_cents BIGINT NOT NULL,
    lines_json TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX sandbox_refunds_order_idx ON sandbox_refunds (order_id);

CREATE TABLE orders (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    shop_domain TEXT NOT NULL,
    shopify_id TEXT NOT NULL,
    name TEXT NOT NULL,
    number BIGINT NOT NULL,
    email TEXT,
    customer_id TEXT,
    currency TEXT NOT NULL,
    financial_status TEXT NOT NULL,
    subtotal_minor BIGINT NOT NULL,
    total_minor BIGINT NOT NULL,
    tax_minor BIGINT NOT NULL,
    discount_minor BIGINT NOT NULL,
    refunded_minor BIGINT NOT NULL,
    discount_codes TEXT NOT NULL,
    note_attributes TEXT NOT NULL,
    customer_redacted_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CONSTRAINT orders_business_shopify_key UNIQUE (business_id, shopify_id)
);
CREATE INDEX orders_business_created_idx ON orders (business_id, created_at);

CREATE TABLE order_lines (
    id TEXT PRIMARY KEY NOT NULL,
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    shopify_id TEXT NOT NULL,
    product_shopify_id TEXT,
    variant_shopify_id TEXT,
    title TEXT NOT NULL,
    variant_title TEXT,
    sku TEXT,
    quantity INTEGER NOT NULL,
    price_minor BIGINT NOT NULL
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);

CREATE TABLE order_refunds (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    shopify_id TEXT NOT NULL,
    amount_minor BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    CONSTRAINT order_refunds_business_shopify_key UNIQUE (business_id, shopify_id)
);
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id);

CREATE TABLE compliance_requests (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    shop_domain TEXT NOT NULL,
    topic TEXT NOT NULL,
    customer_email TEXT,
    report TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX compliance_requests_business_idx ON compliance_requests (business_id);
