-- The visual index of a business's catalog (docs/shopboard.md#visual-tagging): one row per
-- product image the store lists (every colour and view). `signature` is what product-vision
-- makes of the picture, NULL until it has been described (or when it could not be, with the
-- reason in `error`); `version` is the method's version that made it, so rows made by an
-- older method are described again. Rows are added and removed by the catalog sync and product
-- webhooks; signatures are filled only while the business has AI tagging on.
CREATE TABLE product_visuals (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    product_id TEXT NOT NULL,
    image_url TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    signature BYTEA,
    error TEXT,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (business_id, product_id, image_url)
);
