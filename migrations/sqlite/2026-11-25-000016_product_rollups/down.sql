DROP TABLE product_triple_stats;
DROP TABLE product_pair_stats;
DROP TABLE product_sales_stats;
