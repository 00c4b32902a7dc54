DROP TABLE social_posts;
DROP TABLE social_connections;
DROP TABLE social_oauth_states;
