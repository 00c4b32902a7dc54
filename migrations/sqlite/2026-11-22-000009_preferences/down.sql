DROP TABLE option_map_values;
DROP TABLE option_maps;
DROP TABLE catalog_preferences;
