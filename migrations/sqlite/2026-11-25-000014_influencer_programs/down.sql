DROP INDEX order_attributions_influencer_idx;
DELETE FROM order_attributions WHERE link_id IS NULL;
CREATE TABLE order_attributions_old (
    order_id TEXT PRIMARY KEY NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    link_id TEXT NOT NULL,
    root_link_id TEXT NOT NULL,
    influencer_id TEXT,
    click_id TEXT,
    method TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
INSERT INTO order_attributions_old
    SELECT order_id, business_id, link_id, root_link_id, influencer_id, click_id, method, created_at
    FROM order_attributions;
DROP TABLE order_attributions;
ALTER TABLE order_attributions_old RENAME TO order_attributions;
CREATE INDEX order_attributions_link_idx ON order_attributions (link_id);
CREATE INDEX order_attributions_root_idx ON order_attributions (root_link_id);
CREATE INDEX order_attributions_business_idx ON order_attributions (business_id, created_at);
ALTER TABLE influencers DROP COLUMN net_revenue_ratio_bp;
ALTER TABLE influencers DROP COLUMN reduce_vat;
ALTER TABLE influencers DROP COLUMN reduce_refunds;
ALTER TABLE influencers DROP COLUMN commission_bp;
ALTER TABLE influencers DROP COLUMN phone;
