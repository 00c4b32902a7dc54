-- What a merchant sets for an influencer beyond the login (docs/influencers.md): a phone, the
-- commission and how it is worked out. Percentages are kept in hundredths of a percent
-- (12.5 % is 1250) so the two decimals the form allows are exact.
ALTER TABLE influencers ADD COLUMN phone TEXT;
ALTER TABLE influencers ADD COLUMN commission_bp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE influencers ADD COLUMN reduce_refunds BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE influencers ADD COLUMN reduce_vat BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE influencers ADD COLUMN net_revenue_ratio_bp INTEGER NOT NULL DEFAULT 10000;

-- An order may be credited to an influencer without a link: their promocode at checkout with no
-- click (INFLUENCER_CODE, "organic" in their insights). SQLite cannot drop NOT NULL in place,
-- so the table is rebuilt; nothing references it.
CREATE TABLE order_attributions_new (
    order_id TEXT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    link_id TEXT,
    root_link_id TEXT,
    influencer_id TEXT,
    click_id TEXT,
    method TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
INSERT INTO order_attributions_new
    SELECT order_id, business_id, link_id, root_link_id, influencer_id, click_id, method, created_at
    FROM order_attributions;
DROP TABLE order_attributions;
ALTER TABLE order_attributions_new RENAME TO order_attributions;
CREATE INDEX order_attributions_link_idx ON order_attributions (link_id);
CREATE INDEX order_attributions_root_idx ON order_attributions (root_link_id);
CREATE INDEX order_attributions_business_idx ON order_attributions (business_id, created_at);
-- An influencer's insights and report read their orders by day.
CREATE INDEX order_attributions_influencer_idx ON order_attributions (influencer_id, created_at);
