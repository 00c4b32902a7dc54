-- A business's theme for its public link pages (docs/appearance.md#fields): one row once the
-- merchant saves one; no row is the initial theme. Kept whole as JSON (the server validates every
-- field before writing), with its change time, which joins the instant store page's cache version.
CREATE TABLE business_themes (
    business_id TEXT PRIMARY KEY NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    theme_json TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
