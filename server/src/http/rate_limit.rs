//! Keyed rate limits (governor's GCRA) for the calls anyone can make that cost the server real
//! work: logins, password resets, sign-ups, emailed and store link tokens, availability checks
//! (docs/security.md#rate-limits-and-login-lockout).
//!
//! Each limiter allows a burst of `n` per period and refills evenly; an exhausted key gets
//! [`AppError::RateLimited`] with the seconds until the next attempt is allowed. Wrong
//! passwords are counted apart, by [`FailureLimiter`]s, so that they never refuse the right one
//! from an address that has not failed.

use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::failure_limit::FailureLimiter;
use crate::error::{AppError, AppResult};

/// One keyed limiter.
pub struct Limiter {
    inner: DefaultKeyedRateLimiter<String>,
    checks: AtomicU64,
}

impl Limiter {
    /// `n` attempts per minute per key.
    pub fn per_minute(n: u32) -> Self {
        Limiter::new(Quota::per_minute(non_zero(n)))
    }

    /// `n` attempts per hour per key (a burst of `n`, then one every `60 / n` minutes).
    pub fn per_hour(n: u32) -> Self {
        Limiter::new(Quota::per_hour(non_zero(n)))
    }

    fn new(quota: Quota) -> Self {
        Limiter { inner: RateLimiter::keyed(quota), checks: AtomicU64::new(0) }
    }

    /// Counts one attempt for `key`; refuses when the key is over its quota.
    pub fn check(&self, key: &str) -> AppResult<()> {
        self.check_n(key, 1)
    }

    /// Counts `n` units for `key` at once (a limiter of bytes counts kibibytes); refuses, and
    /// counts nothing, when they do not fit now, and also when they never could (more than
    /// the quota's burst). Zero units always pass.
    pub fn check_n(&self, key: &str, n: u32) -> AppResult<()> {
        let Some(n) = NonZeroU32::new(n) else {
            return Ok(());
        };
        // Forget idle keys now and then so the table does not grow without bound.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            self.inner.retain_recent();
        }
        match self.inner.check_key_n(&key.to_owned(), n) {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(not_until)) => {
                let wait = not_until.wait_time_from(DefaultClock::default().now());
                Err(AppError::RateLimited(wait.as_secs().max(1)))
            }
            Err(_) => Err(AppError::RateLimited(HOUR.as_secs())),
        }
    }
}

fn non_zero(n: u32) -> NonZeroU32 {
    NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN)
}

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);

/// The limiters of the calls anyone can make.
pub struct RateLimits {
    /// Login attempts per client address, right or wrong: each costs a bcrypt check.
    pub login_ip: Limiter,
    /// Wrong passwords per account and client address: 5 a minute. Over it, that address is
    /// refused for that account, even with the right password.
    pub login_failures: FailureLimiter,
    /// Wrong passwords per account from every address: 20 an hour. Over it, only addresses
    /// that failed for the account in the last hour are refused.
    pub account_failures: FailureLimiter,
    /// Password reset requests per account as typed.
    pub reset_account: Limiter,
    /// Password reset requests per client address.
    pub reset_ip: Limiter,
    /// Emails an account's owner can be sent on request (reset links, fresh verification
    /// links), per person and kind.
    pub account_emails: Limiter,
    /// Tokens from links (password reset, email verification, store connect, billing return)
    /// per client address: each may mean a bcrypt hash or a store API call.
    pub links_ip: Limiter,
    /// Sign-ups, store sign-ups and sign-up requests per client address: each means a bcrypt
    /// hash or an email.
    pub signup_ip: Limiter,
    /// Username and email availability checks and store install starts per client address.
    pub checks_ip: Limiter,
    /// Client log batches (`POST /api/logs/commit`) per client address: each is up to 50 rows.
    pub client_logs_ip: Limiter,
    /// Client log kibibytes kept per client address: 2 MiB an hour, a burst of 2 MiB (five of
    /// the largest batches, 50 lines of 2,000 four-byte characters).
    pub client_log_bytes_ip: Limiter,
    /// Client log kibibytes kept per session (a signed-in sender may change addresses):
    /// 512 KiB an hour, so one largest batch always fits.
    pub client_log_bytes_session: Limiter,
}

impl Default for RateLimits {
    /// The per-address numbers leave room for many people behind one address (an office, or the
    /// browser test suite, which signs up, verifies and logs in a few dozen merchants from
    /// 127.0.0.1, three test files at a time) while keeping what one address can spend small:
    /// 30 bcrypt hashes a minute is an eighth of a core.
    fn default() -> Self {
        RateLimits {
            login_ip: Limiter::per_minute(30),
            login_failures: FailureLimiter::new(5, MINUTE, HOUR),
            account_failures: FailureLimiter::new(20, HOUR, Duration::ZERO),
            reset_account: Limiter::per_minute(3),
            reset_ip: Limiter::per_minute(10),
            account_emails: Limiter::per_hour(5),
            links_ip: Limiter::per_minute(30),
            signup_ip: Limiter::per_minute(30),
            checks_ip: Limiter::per_minute(60),
            client_logs_ip: Limiter::per_minute(60),
            client_log_bytes_ip: Limiter::per_hour(2048),
            client_log_bytes_session: Limiter::per_hour(512),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sixth_attempt_in_a_minute_is_refused_with_a_wait() {
        let limiter = Limiter::per_minute(5);
        for _ in 0..5 {
            limiter.check("dana").expect("allowed");
        }
        match limiter.check("dana") {
            Err(AppError::RateLimited(secs)) => assert!((1..=12).contains(&secs), "{secs}"),
            other => panic!("expected 429, got {other:?}"),
        }
        limiter.check("other").expect("keys are independent");
    }

    #[test]
    fn units_are_counted_together_and_more_than_the_burst_never_fits() {
        let limiter = Limiter::per_hour(10);
        limiter.check_n("dana", 6).expect("fits");
        assert!(matches!(limiter.check_n("dana", 6), Err(AppError::RateLimited(_))), "6 + 6 > 10");
        limiter.check_n("dana", 4).expect("what was refused was not counted");
        assert!(limiter.check_n("other", 11).is_err());
        limiter.check_n("dana", 0).expect("nothing to count");
    }
}
