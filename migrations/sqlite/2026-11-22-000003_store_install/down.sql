DROP TABLE oauth_states;
DROP TABLE store_installations;
