-- The magic store's media (docs/magic-store.md): one row per file a merchant uploads to make a
-- look from, from its upload address to the compressed copy and the frames the product search
-- reads. The compression is a job of the queue (`job_id`); the row says which business owns it,
-- so every call checks the caller's business, and which files to remove on a cancel.
CREATE TABLE magic_media (
    id TEXT PRIMARY KEY NOT NULL,
    business_id TEXT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    upload_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    job_id TEXT,
    media_name TEXT,
    frame_names TEXT NOT NULL DEFAULT '[]',
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX magic_media_upload ON magic_media (business_id, upload_name);
CREATE INDEX magic_media_job ON magic_media (job_id);
CREATE INDEX magic_media_created ON magic_media (created_at);

-- Product vision (the magic store) is on exactly while AI tagging's sensitivity is not off: the
-- flag follows every settings save from now on; this sets it for what was saved before.
UPDATE businesses SET product_vision_enabled = EXISTS (
    SELECT 1 FROM business_settings s
    WHERE s.business_id = businesses.id
      AND (s.settings_json LIKE '%"product_search_sensitivity":"HIGH"%'
        OR s.settings_json LIKE '%"product_search_sensitivity":"MEDIUM"%'
        OR s.settings_json LIKE '%"product_search_sensitivity":"LOW"%')
);
