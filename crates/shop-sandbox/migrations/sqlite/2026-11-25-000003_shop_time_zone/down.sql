ALTER TABLE sandbox_shops DROP COLUMN iana_timezone;
