-- The connected store's catalog as Shoplinks keeps it (synced from the Admin API), and the
-- state of each business's catalog sync.
CREATE TABLE products (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    shopify_id TEXT NOT NULL,
    handle TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    product_type TEXT NOT NULL,
    status TEXT NOT NULL,
    tags TEXT NOT NULL,
    total_quantity INTEGER NOT NULL,
    image_url TEXT,
    url TEXT NOT NULL,
    min_price_cents BIGINT NOT NULL,
    options_json TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CONSTRAINT products_business_shopify_key UNIQUE (business_id, shopify_id)
);
CREATE INDEX products_business_title_idx ON products (business_id, title);

CREATE TABLE variants (
    id TEXT PRIMARY KEY NOT NULL,
    product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    shopify_id TEXT NOT NULL,
    title TEXT NOT NULL,
    sku TEXT NOT NULL,
    price_cents BIGINT NOT NULL,
    inventory_quantity INTEGER NOT NULL,
    selected_options_json TEXT NOT NULL,
    image_url TEXT
);
CREATE INDEX variants_product_idx ON variants (product_id);

CREATE TABLE collections (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    shopify_id TEXT NOT NULL,
    handle TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    image_url TEXT,
    products_count INTEGER NOT NULL,
    CONSTRAINT collections_business_shopify_key UNIQUE (business_id, shopify_id)
);

CREATE TABLE product_collections (
    product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    collection_id TEXT NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, collection_id)
);

CREATE TABLE catalog_syncs (
    business_id TEXT PRIMARY KEY NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    products_synced INTEGER NOT NULL,
    started_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP,
    error TEXT
);
