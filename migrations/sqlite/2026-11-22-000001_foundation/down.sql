DROP TABLE sessions;
DROP TABLE influencers;
DROP TABLE users;
DROP TABLE businesses;
