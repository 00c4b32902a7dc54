-- The shop's IANA time zone, as a real store's profile has it (`ianaTimezone`); the sandbox
-- admin page can change it.
ALTER TABLE sandbox_shops ADD COLUMN iana_timezone TEXT NOT NULL DEFAULT 'UTC';
