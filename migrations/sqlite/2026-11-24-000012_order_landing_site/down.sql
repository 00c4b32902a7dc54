ALTER TABLE orders DROP COLUMN landing_site;
