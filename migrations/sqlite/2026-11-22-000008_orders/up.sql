-- Orders received through webhooks (money in minor units of the order's currency), their
-- lines and refunds, and the log of privacy (compliance) requests.
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
