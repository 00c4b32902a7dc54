-- Sandbox store catalog: products with variants (size and colour options), collections.
CREATE TABLE sandbox_products (
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
CREATE INDEX sandbox_products_shop_idx ON sandbox_products (shop_domain, number);

CREATE TABLE sandbox_variants (
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
CREATE INDEX sandbox_variants_product_idx ON sandbox_variants (product_id);

CREATE TABLE sandbox_collections (
    id TEXT PRIMARY KEY NOT NULL,
    shop_domain TEXT NOT NULL REFERENCES sandbox_shops (domain) ON DELETE CASCADE,
    number BIGINT NOT NULL,
    handle TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL
);

CREATE TABLE sandbox_collection_products (
    collection_id TEXT NOT NULL REFERENCES sandbox_collections (id) ON DELETE CASCADE,
    product_id TEXT NOT NULL REFERENCES sandbox_products (id) ON DELETE CASCADE,
    PRIMARY KEY (collection_id, product_id)
);
