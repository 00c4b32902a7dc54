DROP TABLE business_daily_stats;
DROP INDEX orders_business_day_idx;
ALTER TABLE orders DROP COLUMN local_day;
ALTER TABLE businesses DROP COLUMN time_zone;
