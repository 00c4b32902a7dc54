DROP INDEX order_attributions_influencer_idx;
DELETE FROM order_attributions WHERE link_id IS NULL;
ALTER TABLE order_attributions ALTER COLUMN root_link_id SET NOT NULL;
ALTER TABLE order_attributions ALTER COLUMN link_id SET NOT NULL;
ALTER TABLE influencers DROP COLUMN net_revenue_ratio_bp;
ALTER TABLE influencers DROP COLUMN reduce_vat;
ALTER TABLE influencers DROP COLUMN reduce_refunds;
ALTER TABLE influencers DROP COLUMN commission_bp;
ALTER TABLE influencers DROP COLUMN phone;
