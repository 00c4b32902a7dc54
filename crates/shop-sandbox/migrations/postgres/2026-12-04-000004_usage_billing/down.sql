DROP TABLE sandbox_app_usage_records;
ALTER TABLE sandbox_app_subscriptions DROP COLUMN usage_line_index;
ALTER TABLE sandbox_app_subscriptions DROP COLUMN usage_terms;
ALTER TABLE sandbox_app_subscriptions DROP COLUMN usage_currency;
ALTER TABLE sandbox_app_subscriptions DROP COLUMN usage_capped_cents;
ALTER TABLE sandbox_app_subscriptions DROP COLUMN activated_at;
