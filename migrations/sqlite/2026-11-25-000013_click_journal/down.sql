CREATE TABLE link_visitors_old (
    link_id TEXT NOT NULL,
    visitor_id TEXT NOT NULL,
    first_seen_at TIMESTAMP NOT NULL,
    PRIMARY KEY (link_id, visitor_id)
);
INSERT INTO link_visitors_old (link_id, visitor_id, first_seen_at)
    SELECT link_id, visitor_id, first_seen_at FROM link_visitors;
DROP TABLE link_visitors;
ALTER TABLE link_visitors_old RENAME TO link_visitors;
CREATE INDEX link_events_link_idx ON link_events (link_id, created_at);
CREATE INDEX link_events_root_idx ON link_events (root_link_id, created_at);
DROP TABLE click_journal;
