DROP INDEX sale_fees_business;
DROP INDEX sale_fees_due;
DROP TABLE sale_fees;
ALTER TABLE billing_subscriptions DROP COLUMN period_end;
ALTER TABLE billing_subscriptions DROP COLUMN usage_used_minor;
ALTER TABLE billing_subscriptions DROP COLUMN usage_cap_minor;
ALTER TABLE billing_subscriptions DROP COLUMN usage_line_id;
