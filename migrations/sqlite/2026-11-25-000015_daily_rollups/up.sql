-- Days are counted in the merchant's time zone (docs/analytics.md#days-and-time-zones): the
-- business keeps its store's IANA zone, and each order keeps the day it was placed on in that
-- zone when it first arrived, so an order never moves between days when the zone changes.
ALTER TABLE businesses ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';
ALTER TABLE orders ADD COLUMN local_day DATE NOT NULL DEFAULT '1970-01-01';
UPDATE orders SET local_day = date(created_at);
CREATE INDEX orders_business_day_idx ON orders (business_id, local_day);

-- The analytics page's figures, one row per business, day, channel and influencer (the link's
-- owner for traffic, the credited influencer for sales; '' for none). Kept current by the click
-- importer (traffic) and by order ingestion (sales, as the change an order makes), so a page
-- reads a few hundred rows rather than events or orders. No foreign key: the click importer must
-- store a batch whatever happened to its business since (account deletion removes the rows).
CREATE TABLE business_daily_stats (
    business_id TEXT NOT NULL,
    day DATE NOT NULL,
    channel TEXT NOT NULL,
    influencer_id TEXT NOT NULL,
    views BIGINT NOT NULL DEFAULT 0,
    visits BIGINT NOT NULL DEFAULT 0,
    adds BIGINT NOT NULL DEFAULT 0,
    checkout_requests BIGINT NOT NULL DEFAULT 0,
    orders BIGINT NOT NULL DEFAULT 0,
    revenue_minor BIGINT NOT NULL DEFAULT 0,
    tax_minor BIGINT NOT NULL DEFAULT 0,
    refunded_minor BIGINT NOT NULL DEFAULT 0,
    calculated_minor BIGINT NOT NULL DEFAULT 0,
    commission_minor BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (business_id, day, channel, influencer_id)
);

-- Traffic so far, from the per-link rollups (their days were UTC days, as every business's zone
-- was until now).
INSERT INTO business_daily_stats (business_id, day, channel, influencer_id, views, visits, adds, checkout_requests)
SELECT s.business_id, s.day,
       CASE WHEN l.parent_id IS NOT NULL OR l.kind = 'MULTILINK' THEN 'multilink'
            WHEN l.kind = 'SHORT' THEN 'short' ELSE 'look' END,
       COALESCE(l.influencer_id, p.influencer_id, ''),
       SUM(s.views), SUM(s.unique_views), SUM(s.adds), SUM(s.checkout_requests)
FROM link_daily_stats s
JOIN links l ON l.id = s.link_id
LEFT JOIN links p ON p.id = l.parent_id
GROUP BY 1, 2, 3, 4;

-- Sales so far: each attributed order once, with its commission worked out as
-- `influencers::commission::earned` does (each order rounded half up on its own).
INSERT INTO business_daily_stats (business_id, day, channel, influencer_id, orders, revenue_minor, tax_minor,
                                  refunded_minor, calculated_minor, commission_minor)
SELECT business_id, day, channel, influencer_id, COUNT(*), SUM(net), SUM(tax), SUM(refunded), SUM(calculated),
       SUM((calculated * commission_bp + 5000) / 10000)
FROM (
    SELECT o.business_id, o.local_day AS day,
           CASE WHEN a.link_id IS NULL THEN 'organic'
                WHEN l.parent_id IS NOT NULL OR l.kind = 'MULTILINK' THEN 'multilink'
                WHEN l.kind = 'SHORT' THEN 'short' ELSE 'look' END AS channel,
           COALESCE(a.influencer_id, '') AS influencer_id,
           MAX(o.total_minor - o.refunded_minor, 0) AS net, o.tax_minor AS tax, o.refunded_minor AS refunded,
           COALESCE(i.commission_bp, 0) AS commission_bp,
           CASE WHEN i.id IS NULL THEN 0 ELSE
               (MAX(o.total_minor - CASE WHEN i.reduce_refunds THEN o.refunded_minor ELSE 0 END
                                  - CASE WHEN i.reduce_vat THEN o.tax_minor ELSE 0 END, 0)
                * i.net_revenue_ratio_bp + 5000) / 10000 END AS calculated
    FROM orders o
    JOIN order_attributions a ON a.order_id = o.id
    LEFT JOIN links l ON l.id = a.link_id
    LEFT JOIN influencers i ON i.id = a.influencer_id
) sales
WHERE true
GROUP BY business_id, day, channel, influencer_id
ON CONFLICT (business_id, day, channel, influencer_id) DO UPDATE SET
    orders = orders + excluded.orders,
    revenue_minor = revenue_minor + excluded.revenue_minor,
    tax_minor = tax_minor + excluded.tax_minor,
    refunded_minor = refunded_minor + excluded.refunded_minor,
    calculated_minor = calculated_minor + excluded.calculated_minor,
    commission_minor = commission_minor + excluded.commission_minor;
