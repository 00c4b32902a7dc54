DROP TABLE sandbox_access_tokens;
DROP TABLE sandbox_oauth_codes;
DROP TABLE sandbox_shops;
DROP TABLE oauth_states;
DROP TABLE store_installations;
