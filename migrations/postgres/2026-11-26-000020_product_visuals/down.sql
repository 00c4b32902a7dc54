DROP TABLE product_visuals;
