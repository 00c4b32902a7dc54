-- Where the click importer is in each click journal (one per server data folder): the byte
-- offset to read next and the sequence number of the next record. Updated in the same
-- transaction as the events it imported, so each event is stored exactly once.
CREATE TABLE click_journal (
    journal_id TEXT PRIMARY KEY NOT NULL,
    next_offset BIGINT NOT NULL,
    next_seq BIGINT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

-- Every event paid for four index entries; nothing reads events by link or root link (the
-- figures come from the rollups), so two go. Event and click ids now start with the time, so
-- the two that stay are appended to at their right-hand end.
DROP INDEX link_events_link_idx;
DROP INDEX link_events_root_idx;

-- One B-tree instead of a rowid table plus its key index: a first sighting is one insert.
CREATE TABLE link_visitors_new (
    link_id TEXT NOT NULL,
    visitor_id TEXT NOT NULL,
    first_seen_at TIMESTAMP NOT NULL,
    PRIMARY KEY (link_id, visitor_id)
) WITHOUT ROWID;
INSERT INTO link_visitors_new (link_id, visitor_id, first_seen_at)
    SELECT link_id, visitor_id, first_seen_at FROM link_visitors;
DROP TABLE link_visitors;
ALTER TABLE link_visitors_new RENAME TO link_visitors;
