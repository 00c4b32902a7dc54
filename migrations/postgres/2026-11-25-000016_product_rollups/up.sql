-- What trends read (docs/trends.md), kept current by order ingestion (sales) and by the click
-- importer (adds), so a trends call never scans orders or events. No foreign keys, as for the
-- daily rollups: account deletion removes the rows.

-- Per business and product: the attributed orders holding it, units bought and their line
-- revenue.
CREATE TABLE product_sales_stats (
    business_id TEXT NOT NULL,
    product_shopify_id TEXT NOT NULL,
    orders BIGINT NOT NULL DEFAULT 0,
    units BIGINT NOT NULL DEFAULT 0,
    revenue_minor BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (business_id, product_shopify_id)
);

-- Per pair of products (`product_a` < `product_b`): attributed orders holding both, and visits
-- that added both to the cart.
CREATE TABLE product_pair_stats (
    business_id TEXT NOT NULL,
    product_a TEXT NOT NULL,
    product_b TEXT NOT NULL,
    orders BIGINT NOT NULL DEFAULT 0,
    co_adds BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (business_id, product_a, product_b)
);

-- Complementary products look a product up on either side of its pairs.
CREATE INDEX product_pair_stats_b_idx ON product_pair_stats (business_id, product_b);

-- Per triple (`a` < `b` < `c`): attributed orders holding all three (orders of at most twelve
-- distinct products; a bigger order says little about which of its products go together).
CREATE TABLE product_triple_stats (
    business_id TEXT NOT NULL,
    product_a TEXT NOT NULL,
    product_b TEXT NOT NULL,
    product_c TEXT NOT NULL,
    orders BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (business_id, product_a, product_b, product_c)
);

-- The figures so far.
INSERT INTO product_sales_stats (business_id, product_shopify_id, orders, units, revenue_minor)
SELECT o.business_id, l.product_shopify_id, COUNT(DISTINCT o.id), SUM(l.quantity), SUM(l.quantity * l.price_minor)
FROM order_lines l
JOIN orders o ON o.id = l.order_id
JOIN order_attributions a ON a.order_id = o.id
WHERE l.product_shopify_id IS NOT NULL
GROUP BY o.business_id, l.product_shopify_id;

WITH bought AS (
    SELECT DISTINCT o.business_id, o.id AS order_id, l.product_shopify_id AS product
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id
    JOIN order_attributions a ON a.order_id = o.id
    WHERE l.product_shopify_id IS NOT NULL
)
INSERT INTO product_pair_stats (business_id, product_a, product_b, orders)
SELECT x.business_id, x.product, y.product, COUNT(*)
FROM bought x JOIN bought y ON y.order_id = x.order_id AND y.product > x.product

GROUP BY x.business_id, x.product, y.product;

WITH bought AS (
    SELECT DISTINCT o.business_id, o.id AS order_id, l.product_shopify_id AS product
    FROM order_lines l
    JOIN orders o ON o.id = l.order_id
    JOIN order_attributions a ON a.order_id = o.id
    WHERE l.product_shopify_id IS NOT NULL
), small AS (
    SELECT * FROM bought WHERE order_id IN (SELECT order_id FROM bought GROUP BY order_id HAVING COUNT(*) <= 12)
)
INSERT INTO product_triple_stats (business_id, product_a, product_b, product_c, orders)
SELECT x.business_id, x.product, y.product, z.product, COUNT(*)
FROM small x
JOIN small y ON y.order_id = x.order_id AND y.product > x.product
JOIN small z ON z.order_id = x.order_id AND z.product > y.product

GROUP BY x.business_id, x.product, y.product, z.product;

WITH added AS (
    SELECT DISTINCT business_id, click_id, product_shopify_id AS product
    FROM link_events
    WHERE kind = 'ADD' AND product_shopify_id IS NOT NULL
)
INSERT INTO product_pair_stats (business_id, product_a, product_b, co_adds)
SELECT x.business_id, x.product, y.product, COUNT(*)
FROM added x JOIN added y ON y.click_id = x.click_id AND y.business_id = x.business_id AND y.product > x.product

GROUP BY x.business_id, x.product, y.product
ON CONFLICT (business_id, product_a, product_b) DO UPDATE SET co_adds = excluded.co_adds;
