DROP TABLE catalog_syncs;
DROP TABLE product_collections;
DROP TABLE collections;
DROP TABLE variants;
DROP TABLE products;
