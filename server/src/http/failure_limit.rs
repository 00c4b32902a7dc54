//! Keyed limits on failures (wrong passwords), not on attempts.
//!
//! A governor limiter counts every check, so it cannot let a correct password through once a
//! key has been hammered with wrong ones, and it cannot ask whether a key is over its quota
//! without spending from it. The login lockout needs both: [`FailureLimiter::refusal`] only
//! looks, and only [`FailureLimiter::record`] spends. The bookkeeping is the same GCRA as
//! governor's: `burst` failures at once, forgiven evenly over `period`.
//!
//! A key is also remembered as having failed for `memory` after its last failure, which the
//! per-account lockout uses to tell addresses that failed from clean ones.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy)]
struct Record {
    /// When every recorded failure will have been forgiven (GCRA's theoretical arrival time).
    clear_at: Instant,
    last_failure: Instant,
}

/// Failures per key.
pub struct FailureLimiter {
    /// Time to forgive one failure.
    interval: Duration,
    /// How far ahead `clear_at` may run before the key is refused: `burst - 1` intervals.
    tolerance: Duration,
    memory: Duration,
    keys: Mutex<HashMap<String, Record>>,
    calls: AtomicU64,
}

impl FailureLimiter {
    /// `burst` failures, forgiven one by one over `period`; a key counts as having failed for
    /// `memory` after its last failure.
    pub fn new(burst: u32, period: Duration, memory: Duration) -> Self {
        let burst = burst.max(1);
        let interval = period / burst;
        FailureLimiter {
            interval,
            tolerance: interval * (burst - 1),
            memory,
            keys: Mutex::new(HashMap::new()),
            calls: AtomicU64::new(0),
        }
    }

    /// Seconds to wait when `key` has used its failures (rounded up, at least 1); spends nothing.
    pub fn refusal(&self, key: &str) -> Option<u64> {
        self.refusal_at(key, Instant::now())
    }

    /// Whether `key` failed within the memory.
    pub fn has_failed(&self, key: &str) -> bool {
        self.has_failed_at(key, Instant::now())
    }

    /// Counts one failure for `key`.
    pub fn record(&self, key: &str) {
        self.record_at(key, Instant::now());
    }

    /// Forgets `key` (its owner proved who they are).
    pub fn forget(&self, key: &str) {
        self.lock().remove(key);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Record>> {
        self.keys.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn refusal_at(&self, key: &str, now: Instant) -> Option<u64> {
        let record = *self.lock().get(key)?;
        // GCRA: refused while the forgiveness horizon runs further ahead than the tolerance.
        let ahead = record.clear_at.saturating_duration_since(now);
        let wait = ahead.checked_sub(self.tolerance).filter(|w| !w.is_zero())?;
        Some(wait.as_secs() + u64::from(wait.subsec_nanos() > 0))
    }

    fn has_failed_at(&self, key: &str, now: Instant) -> bool {
        self.lock().get(key).is_some_and(|r| now.saturating_duration_since(r.last_failure) < self.memory)
    }

    fn record_at(&self, key: &str, now: Instant) {
        let mut keys = self.lock();
        // Drop keys that are forgiven and forgotten now and then, so the table stays small.
        if self.calls.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            let memory = self.memory;
            keys.retain(|_, r| r.clear_at > now || now.saturating_duration_since(r.last_failure) < memory);
        }
        let record = keys.entry(key.to_owned()).or_insert(Record { clear_at: now, last_failure: now });
        record.clear_at = record.clear_at.max(now) + self.interval;
        record.last_failure = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: Duration = Duration::from_secs(60);

    #[test]
    fn the_sixth_failure_in_a_minute_is_refused_and_one_is_forgiven_every_twelve_seconds() {
        let limiter = FailureLimiter::new(5, MINUTE, Duration::ZERO);
        let t0 = Instant::now();
        for _ in 0..4 {
            limiter.record_at("dana", t0);
            assert_eq!(limiter.refusal_at("dana", t0), None);
        }
        limiter.record_at("dana", t0);
        assert_eq!(limiter.refusal_at("dana", t0), Some(12));
        assert_eq!(limiter.refusal_at("dana", t0 + Duration::from_secs(5)), Some(7));
        assert_eq!(limiter.refusal_at("dana", t0 + Duration::from_secs(12)), None);
        assert_eq!(limiter.refusal_at("other", t0), None, "keys are independent");
    }

    #[test]
    fn looking_spends_nothing_and_forgetting_clears() {
        let limiter = FailureLimiter::new(2, MINUTE, MINUTE);
        let t0 = Instant::now();
        for _ in 0..100 {
            assert_eq!(limiter.refusal_at("k", t0), None);
        }
        limiter.record_at("k", t0);
        limiter.record_at("k", t0);
        assert!(limiter.refusal_at("k", t0).is_some());
        limiter.forget("k");
        assert_eq!(limiter.refusal_at("k", t0), None);
        assert!(!limiter.has_failed_at("k", t0));
    }

    #[test]
    fn a_key_is_remembered_as_failed_for_the_memory_after_its_last_failure() {
        let limiter = FailureLimiter::new(5, MINUTE, Duration::from_secs(3600));
        let t0 = Instant::now();
        assert!(!limiter.has_failed_at("k", t0));
        limiter.record_at("k", t0);
        assert!(limiter.has_failed_at("k", t0 + Duration::from_secs(3599)));
        assert!(!limiter.has_failed_at("k", t0 + Duration::from_secs(3600)));
    }
}
