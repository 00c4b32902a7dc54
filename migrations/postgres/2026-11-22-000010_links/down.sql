DROP TABLE order_attributions;
DROP TABLE link_product_stats;
DROP TABLE link_daily_stats;
DROP TABLE link_visitors;
DROP TABLE link_events;
DROP TABLE link_collections;
DROP TABLE link_products;
DROP TABLE links;
