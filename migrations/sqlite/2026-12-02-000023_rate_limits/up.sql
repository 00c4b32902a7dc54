-- The rate limits and the login lockout (docs/security.md#rate-limits-and-login-lockout), counted
-- here so that they hold across every instance that serves this database: one row per limiter
-- and key (`login_ip:` and the SHA-256 of the address, never the address or name itself),
-- checked and counted by one upsert. `clear_at_ms` is when every counted attempt will have been
-- refilled (GCRA's theoretical arrival time), `last_failure_ms` the last wrong password of a
-- failure limit, `expires_at_ms` when the row says no more than a missing one; the hourly sweep
-- removes those. Times are milliseconds since the Unix epoch on the servers' clocks. No index on
-- `expires_at_ms`: every count moves it, and the hourly sweep may read the whole table.
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY NOT NULL,
    clear_at_ms BIGINT NOT NULL,
    last_failure_ms BIGINT,
    expires_at_ms BIGINT NOT NULL
);
