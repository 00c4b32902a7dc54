ALTER TABLE option_maps DROP COLUMN updated_at;
DROP TABLE client_logs;
DROP TABLE product_swaps;
DROP TABLE business_settings;
