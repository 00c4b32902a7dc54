-- A business's settings (docs/settings.md): one row once the merchant saves settings or a logo;
-- no row is the defaults. The settings are kept whole as JSON (the server validates every field
-- before writing). `updated_at` joins the public pages' cache versions, so a change shows on the
-- next load.
CREATE TABLE business_settings (
    business_id TEXT PRIMARY KEY NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    settings_json TEXT NOT NULL,
    logo_url TEXT,
    updated_at TIMESTAMP NOT NULL
);

-- Auto-swap's record (docs/settings.md#auto-swap): each out-of-stock product replaced on a live
-- look, with the titles as they were, so the list reads the same after products change.
CREATE TABLE product_swaps (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    link_id TEXT NOT NULL,
    link_title TEXT NOT NULL,
    from_product_id TEXT NOT NULL,
    from_title TEXT NOT NULL,
    to_product_id TEXT NOT NULL,
    to_title TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX product_swaps_business ON product_swaps (business_id, created_at);

-- Log lines the dashboard uploads (docs/operations.md#client-logs), for an operator to read.
CREATE TABLE client_logs (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT,
    user_id TEXT,
    store_id TEXT,
    cart_id TEXT,
    level TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX client_logs_created ON client_logs (created_at);

-- When an option's mapping was saved: the newest joins the instant store page's cache version,
-- so saved swatches show on the next load.
ALTER TABLE option_maps ADD COLUMN updated_at TIMESTAMP NOT NULL DEFAULT '1970-01-01 00:00:00';
