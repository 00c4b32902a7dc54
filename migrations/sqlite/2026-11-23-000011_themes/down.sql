DROP TABLE business_themes;
