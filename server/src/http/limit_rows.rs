//! The `rate_limits` table, where the limits of [`super::rate_limit`] and [`super::failure_limit`]
//! count (docs/security.md#rate-limits-and-login-lockout).
//!
//! Several instances may serve one database behind a balancer; a count kept in each process's
//! memory let every instance allow the whole limit (two instances checked 10 wrong passwords of
//! one address before refusing). Each limiter and key has one row instead, and a count is one
//! upsert that checks and counts at once, so two instances counting the same key at the same
//! moment take turns on its row.
//!
//! A row holds GCRA's theoretical arrival time (`clear_at_ms`: when everything counted will have
//! been refilled), the last failure of a failure limit (`last_failure_ms`), and `expires_at_ms`,
//! after which the row says no more than a missing one: [`remove_expired`] deletes those, and
//! every reader treats them as the fresh key they stand for.
//!
//! Times are this server's clock in milliseconds since the Unix epoch. The instances are assumed
//! to keep time with NTP, so their clocks differ by milliseconds, which moves a refill by as
//! much; the database's clock would need another expression on each backend, one more round of
//! the clock per statement, and tests that wait instead of naming the time.
//!
//! Keys are stored as `{limiter}:{SHA-256 of the key}`: what a limit counts under (a client
//! address, an account name as typed, which is now and then a password typed in the wrong box)
//! is not kept in the database, and every key has the same short length.

use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

use crate::db::schema::rate_limits;
use crate::db::DbConnection;
use crate::error::AppResult;

/// Now on this server's clock, in milliseconds since the Unix epoch.
pub(crate) fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// `d` in whole milliseconds (saturating).
pub(crate) fn millis(d: std::time::Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// The stored key of `key` under the limiter `limiter`.
pub(crate) fn row_key(limiter: &str, key: &str) -> String {
    format!("{limiter}:{}", kernel::tokens::hash_token(key))
}

/// What a key's row says.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Counted {
    /// When everything counted will have been refilled or forgiven.
    pub(crate) clear_at_ms: i64,
    /// The last failure counted, for failure limits.
    pub(crate) last_failure_ms: Option<i64>,
}

/// The row of a stored key, if any (an expired row not yet swept reads as the fresh key it is:
/// its times are all in the past).
pub(crate) fn read(conn: &mut DbConnection, key: &str) -> AppResult<Option<Counted>> {
    let row = rate_limits::table
        .find(key)
        .select((rate_limits::clear_at_ms, rate_limits::last_failure_ms))
        .first::<(i64, Option<i64>)>(conn)
        .optional()?;
    Ok(row.map(|(clear_at_ms, last_failure_ms)| Counted { clear_at_ms, last_failure_ms }))
}

/// GCRA's next arrival time, in the upserts below: the later of the stored one and now (`$2`),
/// plus the cost of what is counted (`$3`). `SET` expressions read the row as it was.
macro_rules! next_clear_at {
    () => {
        "(CASE WHEN rate_limits.clear_at_ms > $2 THEN rate_limits.clear_at_ms ELSE $2 END + $3)"
    };
}

/// Counts `cost_ms` for a key if, counted, it stays within `room_ms` of now; else changes nothing.
/// A fresh key always fits (the caller never counts more than the room).
const SPEND: &str = concat!(
    "INSERT INTO rate_limits (key, clear_at_ms, last_failure_ms, expires_at_ms) ",
    "VALUES ($1, $2 + $3, NULL, $2 + $3) ",
    "ON CONFLICT (key) DO UPDATE SET clear_at_ms = ",
    next_clear_at!(),
    ", expires_at_ms = ",
    next_clear_at!(),
    " WHERE ",
    next_clear_at!(),
    " <= $2 + $4 RETURNING clear_at_ms"
);

/// Counts one failure of `interval_ms` for a key and notes it as its last, remembered for
/// `memory_ms` (`$4`).
const FAIL: &str = concat!(
    "INSERT INTO rate_limits (key, clear_at_ms, last_failure_ms, expires_at_ms) ",
    "VALUES ($1, $2 + $3, $2, CASE WHEN $3 > $4 THEN $2 + $3 ELSE $2 + $4 END) ",
    "ON CONFLICT (key) DO UPDATE SET clear_at_ms = ",
    next_clear_at!(),
    ", last_failure_ms = $2, expires_at_ms = CASE WHEN ",
    next_clear_at!(),
    " > $2 + $4 THEN ",
    next_clear_at!(),
    " ELSE $2 + $4 END"
);

/// Runs `$sql`, written with PostgreSQL's `$n` placeholders, on the concrete connection with the
/// binds (`ON CONFLICT` and `RETURNING` are not offered on diesel's `MultiConnection`); SQLite is
/// given the same text with `?n`, its numbered placeholders, so a bind used twice is bound once.
macro_rules! raw {
    ($conn:expr, $sql:expr, $run:ident, $($ty:ty => $value:expr),+ $(,)?) => {
        match $conn {
            DbConnection::Postgres(c) => diesel::sql_query($sql)$(.bind::<$ty, _>($value))+.$run(c),
            DbConnection::Sqlite(c) => diesel::sql_query($sql.replace('$', "?"))$(.bind::<$ty, _>($value))+.$run(c),
        }
    };
}

#[derive(QueryableByName)]
struct Spent {
    #[diesel(sql_type = BigInt)]
    #[allow(dead_code)] // only whether a row came back matters
    clear_at_ms: i64,
}

/// Counts `cost_ms` for `key` at `now` when the key's arrival time, counted, stays within
/// `room_ms` of now (GCRA: a burst of `room / interval`, refilled one interval at a time); says
/// whether it was counted. One statement, so that instances counting one key take turns.
pub(crate) fn spend(conn: &mut DbConnection, key: &str, now: i64, cost_ms: i64, room_ms: i64) -> AppResult<bool> {
    let counted: Vec<Spent> =
        raw!(conn, SPEND, load, Text => key, BigInt => now, BigInt => cost_ms, BigInt => room_ms)?;
    Ok(!counted.is_empty())
}

/// Counts one failure for `key` at `now`: its arrival time moves `interval_ms` on, and it is
/// remembered as failed until `memory_ms` after now.
pub(crate) fn record_failure(
    conn: &mut DbConnection,
    key: &str,
    now: i64,
    interval_ms: i64,
    memory_ms: i64,
) -> AppResult<()> {
    raw!(conn, FAIL, execute, Text => key, BigInt => now, BigInt => interval_ms, BigInt => memory_ms)?;
    Ok(())
}

/// Forgets `key` altogether.
pub(crate) fn forget(conn: &mut DbConnection, key: &str) -> AppResult<()> {
    diesel::delete(rate_limits::table.find(key)).execute(conn)?;
    Ok(())
}

/// Removes the rows that say no more than a missing one; how many went. The owner of the table
/// (`accounts`) runs this hourly; it is safe on every instance at once.
pub fn remove_expired(conn: &mut DbConnection) -> AppResult<usize> {
    remove_expired_at(conn, now_ms())
}

fn remove_expired_at(conn: &mut DbConnection, now: i64) -> AppResult<usize> {
    Ok(diesel::delete(rate_limits::table.filter(rate_limits::expires_at_ms.le(now))).execute(conn)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::testing;

    #[test]
    fn a_count_that_does_not_fit_changes_nothing() {
        let test = testing::migrated();
        let mut conn = test.db.get().expect("conn");
        let key = row_key("t", "k");
        assert!(spend(&mut conn, &key, 1_000, 10, 20).expect("spend"));
        assert!(spend(&mut conn, &key, 1_000, 10, 20).expect("spend"));
        assert!(!spend(&mut conn, &key, 1_000, 10, 20).expect("spend"), "30 ahead > 20");
        assert_eq!(read(&mut conn, &key).expect("read").map(|c| c.clear_at_ms), Some(1_020));
        assert!(spend(&mut conn, &key, 1_010, 10, 20).expect("spend"), "one interval refilled");
    }

    #[test]
    fn a_failure_is_remembered_for_the_memory_and_the_sweep_keeps_what_still_counts() {
        let test = testing::migrated();
        let mut conn = test.db.get().expect("conn");
        let (short, long, spent) = (row_key("t", "short"), row_key("t", "long"), row_key("t", "spent"));
        record_failure(&mut conn, &short, 1_000, 50, 0).expect("record");
        record_failure(&mut conn, &short, 1_000, 50, 0).expect("record");
        record_failure(&mut conn, &long, 1_000, 50, 500).expect("record");
        assert!(spend(&mut conn, &spent, 1_000, 10, 20).expect("spend"));
        let counted = read(&mut conn, &short).expect("read").expect("row");
        assert_eq!((counted.clear_at_ms, counted.last_failure_ms), (1_100, Some(1_000)));
        assert_eq!(remove_expired_at(&mut conn, 1_099).expect("sweep"), 1, "only the spent count has refilled");
        assert_eq!(remove_expired_at(&mut conn, 1_100).expect("sweep"), 1, "the failures are forgiven");
        assert!(read(&mut conn, &long).expect("read").is_some(), "remembered until 1,500");
        assert_eq!(remove_expired_at(&mut conn, 1_500).expect("sweep"), 1);
        forget(&mut conn, &long).expect("forgetting a missing key is fine");
    }

    #[test]
    fn keys_are_namespaced_and_hashed() {
        let key = row_key("login_ip", "127.0.0.1");
        assert!(key.starts_with("login_ip:"));
        assert!(!key.contains("127.0.0.1"));
        assert_ne!(key, row_key("signup_ip", "127.0.0.1"));
    }
}
