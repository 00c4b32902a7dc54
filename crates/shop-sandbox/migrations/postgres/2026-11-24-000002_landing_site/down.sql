ALTER TABLE sandbox_orders DROP COLUMN landing_site;
ALTER TABLE sandbox_checkouts DROP COLUMN landing_site;
