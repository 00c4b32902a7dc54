CREATE TABLE link_events_single (LIKE link_events INCLUDING DEFAULTS);
INSERT INTO link_events_single SELECT * FROM link_events;
DROP TABLE link_events;
ALTER TABLE link_events_single RENAME TO link_events;
ALTER TABLE link_events ADD PRIMARY KEY (id);
CREATE INDEX link_events_click_idx ON link_events (click_id);
