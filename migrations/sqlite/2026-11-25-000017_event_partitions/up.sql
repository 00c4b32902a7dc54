-- On PostgreSQL the raw events are partitioned by month (docs/operations.md#event-partitions).
-- SQLite has no partitions and keeps one table; nothing changes here.
SELECT 1;
