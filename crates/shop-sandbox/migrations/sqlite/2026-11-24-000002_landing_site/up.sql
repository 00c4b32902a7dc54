-- Where each visit entered the store, kept on its checkout and on the order it becomes (Shopify's
-- landing_site).
ALTER TABLE sandbox_checkouts ADD COLUMN landing_site TEXT;
ALTER TABLE sandbox_orders ADD COLUMN landing_site TEXT;
