-- Every file a person uploads (docs/security.md#uploads-who-how-much-how-long): the per-business
-- quota counts these rows, so it holds across instances that share the database, and the hourly
-- sweep removes a row with the file it names once nothing refers to the file.
CREATE TABLE uploads (
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    bytes BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (business_id, name)
);
CREATE INDEX uploads_recent ON uploads (business_id, created_at);
