-- Per-business catalog settings that a store disconnect resets (docs/store.md#disconnect), and
-- the sandbox store's webhook subscriptions (Shopify's `webhookSubscriptionCreate`).

-- AI preferences: products and collections to promote or exclude, by the store's id (the id
-- product and collection search return). One row per item, so an item cannot be both
-- preferred and excluded (primary key), and `position` keeps the merchant's order.
CREATE TABLE catalog_preferences (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    item_type TEXT NOT NULL,
    item_id TEXT NOT NULL,
    preference TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (business_id, item_type, item_id)
);

-- The product options map: how each option (Size, Color, ...) is shown, and each value's
-- colour or text.
CREATE TABLE option_maps (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    option_name TEXT NOT NULL,
    option_type TEXT NOT NULL,
    PRIMARY KEY (business_id, option_name)
);

CREATE TABLE option_map_values (
    business_id TEXT NOT NULL,
    option_name TEXT NOT NULL,
    option_value TEXT NOT NULL,
    hex_value TEXT,
    text_value TEXT,
    PRIMARY KEY (business_id, option_name, option_value),
    FOREIGN KEY (business_id, option_name) REFERENCES option_maps (business_id, option_name) ON DELETE CASCADE
);
