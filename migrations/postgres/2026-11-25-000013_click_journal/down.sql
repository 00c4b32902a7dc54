CREATE INDEX link_events_link_idx ON link_events (link_id, created_at);
CREATE INDEX link_events_root_idx ON link_events (root_link_id, created_at);
DROP TABLE click_journal;
