-- The per-sale fee (docs/billing.md#the-per-sale-fee). A paid subscription carries a usage line
-- besides its monthly price: what the store reports of it (its id, its cap per 30-day cycle,
-- what is used of it, when the cycle ends) is kept with the subscription.
ALTER TABLE billing_subscriptions ADD COLUMN usage_line_id TEXT;
ALTER TABLE billing_subscriptions ADD COLUMN usage_cap_minor BIGINT;
ALTER TABLE billing_subscriptions ADD COLUMN usage_used_minor BIGINT;
ALTER TABLE billing_subscriptions ADD COLUMN period_end TIMESTAMP;

-- One fee per store order sold through a look, keyed by the order so it is never charged twice:
-- HELD until `due_at`, then CHARGED (a usage record on the store bill), WAIVED (refunded in full
-- by then), OVER_CAP (the cycle's cap was reached) or NO_PLAN (no paid plan by then). The row is
-- kept when the order is redacted: it is the business's billing record.
CREATE TABLE sale_fees (
    order_id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    link_id TEXT NOT NULL,
    order_name TEXT NOT NULL,
    plan TEXT NOT NULL,
    amount_minor BIGINT NOT NULL,
    currency TEXT NOT NULL,
    state TEXT NOT NULL,
    placed_at TIMESTAMP NOT NULL,
    due_at TIMESTAMP NOT NULL,
    settled_at TIMESTAMP,
    usage_record_id TEXT,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX sale_fees_due ON sale_fees (state, due_at);
CREATE INDEX sale_fees_business ON sale_fees (business_id, settled_at);
