//! Keyed limits on failures (wrong passwords), not on attempts.
//!
//! A rate limiter counts every check, so it cannot let a correct password through once a key
//! has been hammered with wrong ones, and it cannot ask whether a key is over its quota without
//! spending from it. The login lockout needs both: [`FailureLimiter::refusal`] only looks, and
//! only [`FailureLimiter::record`] spends. The bookkeeping is the same GCRA as the
//! [`Limiter`](super::rate_limit::Limiter)'s: `burst` failures at once, forgiven evenly over
//! `period`, counted in the database (`rate_limits`, [`super::limit_rows`]) so that every
//! instance sees the same failures.
//!
//! A key is also remembered as having failed for `memory` after its last failure, which the
//! per-account lockout uses to tell addresses that failed from clean ones.

use std::time::Duration;

use super::limit_rows::{self, millis, row_key};
use crate::db::DbConnection;
use crate::error::AppResult;

/// Failures per key. It holds no state of its own (a copy counts the same keys).
#[derive(Debug, Clone, Copy)]
pub struct FailureLimiter {
    /// The namespace of its keys in `rate_limits`.
    name: &'static str,
    /// Time to forgive one failure, in milliseconds.
    interval_ms: i64,
    /// How far ahead the forgiveness horizon may run before the key is refused: `burst - 1`
    /// intervals.
    tolerance_ms: i64,
    memory_ms: i64,
}

impl FailureLimiter {
    /// `burst` failures, forgiven one by one over `period`; a key counts as having failed for
    /// `memory` after its last failure. `name` namespaces its keys.
    pub fn new(name: &'static str, burst: u32, period: Duration, memory: Duration) -> Self {
        let burst = burst.max(1);
        let interval_ms = millis(period / burst).max(1);
        FailureLimiter {
            name,
            interval_ms,
            tolerance_ms: interval_ms * i64::from(burst - 1),
            memory_ms: millis(memory),
        }
    }

    /// Seconds to wait when `key` has used its failures (rounded up, at least 1); spends nothing.
    pub fn refusal(&self, conn: &mut DbConnection, key: &str) -> AppResult<Option<u64>> {
        self.refusal_at(conn, key, limit_rows::now_ms())
    }

    /// Whether `key` failed within the memory.
    pub fn has_failed(&self, conn: &mut DbConnection, key: &str) -> AppResult<bool> {
        self.has_failed_at(conn, key, limit_rows::now_ms())
    }

    /// Counts one failure for `key`.
    pub fn record(&self, conn: &mut DbConnection, key: &str) -> AppResult<()> {
        self.record_at(conn, key, limit_rows::now_ms())
    }

    /// Forgets `key` (its owner proved who they are).
    pub fn forget(&self, conn: &mut DbConnection, key: &str) -> AppResult<()> {
        limit_rows::forget(conn, &row_key(self.name, key))
    }

    fn refusal_at(&self, conn: &mut DbConnection, key: &str, now: i64) -> AppResult<Option<u64>> {
        let Some(counted) = limit_rows::read(conn, &row_key(self.name, key))? else { return Ok(None) };
        // GCRA: refused while the forgiveness horizon runs further ahead than the tolerance.
        let wait_ms = (counted.clear_at_ms - now).max(0) - self.tolerance_ms;
        Ok((wait_ms > 0).then(|| u64::try_from(wait_ms).unwrap_or(0).div_ceil(1000)))
    }

    fn has_failed_at(&self, conn: &mut DbConnection, key: &str, now: i64) -> AppResult<bool> {
        let counted = limit_rows::read(conn, &row_key(self.name, key))?;
        Ok(counted.and_then(|c| c.last_failure_ms).is_some_and(|last| now - last < self.memory_ms))
    }

    fn record_at(&self, conn: &mut DbConnection, key: &str, now: i64) -> AppResult<()> {
        limit_rows::record_failure(conn, &row_key(self.name, key), now, self.interval_ms, self.memory_ms)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::testing;

    const MINUTE: Duration = Duration::from_secs(60);

    #[test]
    fn the_sixth_failure_in_a_minute_is_refused_and_one_is_forgiven_every_twelve_seconds() {
        let test = testing::migrated();
        let conn = &mut *test.db.get().expect("conn");
        let limiter = FailureLimiter::new("t", 5, MINUTE, Duration::ZERO);
        let t0 = limit_rows::now_ms();
        for _ in 0..4 {
            limiter.record_at(conn, "dana", t0).expect("record");
            assert_eq!(limiter.refusal_at(conn, "dana", t0).expect("look"), None);
        }
        limiter.record_at(conn, "dana", t0).expect("record");
        assert_eq!(limiter.refusal_at(conn, "dana", t0).expect("look"), Some(12));
        assert_eq!(limiter.refusal_at(conn, "dana", t0 + 5_000).expect("look"), Some(7));
        assert_eq!(limiter.refusal_at(conn, "dana", t0 + 12_000).expect("look"), None);
        assert_eq!(limiter.refusal_at(conn, "other", t0).expect("look"), None, "keys are independent");
    }

    #[test]
    fn looking_spends_nothing_and_forgetting_clears() {
        let test = testing::migrated();
        let conn = &mut *test.db.get().expect("conn");
        let limiter = FailureLimiter::new("t", 2, MINUTE, MINUTE);
        let t0 = limit_rows::now_ms();
        for _ in 0..100 {
            assert_eq!(limiter.refusal_at(conn, "k", t0).expect("look"), None);
        }
        limiter.record_at(conn, "k", t0).expect("record");
        limiter.record_at(conn, "k", t0).expect("record");
        assert!(limiter.refusal_at(conn, "k", t0).expect("look").is_some());
        limiter.forget(conn, "k").expect("forget");
        assert_eq!(limiter.refusal_at(conn, "k", t0).expect("look"), None);
        assert!(!limiter.has_failed_at(conn, "k", t0).expect("look"));
    }

    #[test]
    fn a_key_is_remembered_as_failed_for_the_memory_after_its_last_failure() {
        let test = testing::migrated();
        let conn = &mut *test.db.get().expect("conn");
        let limiter = FailureLimiter::new("t", 5, MINUTE, Duration::from_secs(3600));
        let t0 = limit_rows::now_ms();
        assert!(!limiter.has_failed_at(conn, "k", t0).expect("look"));
        limiter.record_at(conn, "k", t0).expect("record");
        assert!(limiter.has_failed_at(conn, "k", t0 + 3_599_000).expect("look"));
        assert!(!limiter.has_failed_at(conn, "k", t0 + 3_600_000).expect("look"));
        assert!(!FailureLimiter::new("u", 5, MINUTE, MINUTE).has_failed_at(conn, "k", t0).expect("look"));
    }
}
