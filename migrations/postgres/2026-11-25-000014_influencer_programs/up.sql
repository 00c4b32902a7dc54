-- What a merchant sets for an influencer beyond the login (docs/influencers.md): a phone, the
-- commission and how it is worked out. Percentages are kept in hundredths of a percent
-- (12.5 % is 1250) so the two decimals the form allows are exact.
ALTER TABLE influencers ADD COLUMN phone TEXT;
ALTER TABLE influencers ADD COLUMN commission_bp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE influencers ADD COLUMN reduce_refunds BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE influencers ADD COLUMN reduce_vat BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE influencers ADD COLUMN net_revenue_ratio_bp INTEGER NOT NULL DEFAULT 10000;

-- An order may be credited to an influencer without a link: their promocode at checkout with no
-- click (INFLUENCER_CODE, "organic" in their insights).
ALTER TABLE order_attributions ALTER COLUMN link_id DROP NOT NULL;
ALTER TABLE order_attributions ALTER COLUMN root_link_id DROP NOT NULL;
-- An influencer's insights and report read their orders by day.
CREATE INDEX order_attributions_influencer_idx ON order_attributions (influencer_id, created_at);
