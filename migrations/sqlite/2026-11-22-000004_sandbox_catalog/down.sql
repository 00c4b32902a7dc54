DROP TABLE sandbox_collection_products;
DROP TABLE sandbox_collections;
DROP TABLE sandbox_variants;
DROP TABLE sandbox_products;
