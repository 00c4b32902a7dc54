-- The raw events, partitioned by month of `created_at` (docs/operations.md#event-partitions):
-- the table grows with every click, and a month is the unit an operator archives or drops;
-- every read of the figures goes to the rollups, and the attribution's lookup by click id uses
-- each partition's index. The primary key must hold the partition key, so it becomes
-- (id, created_at); ids start with the time, so they stay unique on their own.
ALTER TABLE link_events RENAME TO link_events_unpartitioned;
ALTER TABLE link_events_unpartitioned RENAME CONSTRAINT link_events_pkey TO link_events_unpartitioned_pkey;
ALTER INDEX link_events_click_idx RENAME TO link_events_unpartitioned_click_idx;

CREATE TABLE link_events (
    id TEXT NOT NULL,
    business_id TEXT NOT NULL,
    link_id TEXT NOT NULL,
    root_link_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    click_id TEXT NOT NULL,
    visitor_id TEXT NOT NULL,
    unique_view BOOLEAN NOT NULL DEFAULT FALSE,
    product_shopify_id TEXT,
    device TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
CREATE INDEX link_events_click_idx ON link_events (click_id);
-- Rows of a month without its partition (only if the server was down for months) land here.
CREATE TABLE link_events_default PARTITION OF link_events DEFAULT;

-- A partition per month from the oldest event to three months ahead; the server keeps three
-- months ahead from then on (`jobs::partitions`).
DO $$
DECLARE
    month DATE;
    last DATE := (date_trunc('month', now()) + interval '3 months')::date;
BEGIN
    SELECT COALESCE(date_trunc('month', MIN(created_at))::date, date_trunc('month', now())::date)
    INTO month FROM link_events_unpartitioned;
    WHILE month <= last LOOP
        EXECUTE format('CREATE TABLE link_events_%s PARTITION OF link_events FOR VALUES FROM (%L) TO (%L)',
                       to_char(month, 'YYYYMM'), month, (month + interval '1 month')::date);
        month := (month + interval '1 month')::date;
    END LOOP;
END $$;

INSERT INTO link_events SELECT * FROM link_events_unpartitioned;
DROP TABLE link_events_unpartitioned;
