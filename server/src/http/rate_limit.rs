//! Keyed rate limits (governor's GCRA) for login, password reset and availability checks.
//!
//! Each limiter allows a burst of `n` per minute and refills evenly; an exhausted key gets
//! [`AppError::RateLimited`] with the seconds until the next attempt is allowed.

use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::{AppError, AppResult};

/// One keyed limiter.
pub struct Limiter {
    inner: DefaultKeyedRateLimiter<String>,
    checks: AtomicU64,
}

impl Limiter {
    /// `n` attempts per minute per key.
    pub fn per_minute(n: u32) -> Self {
        let n = NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN);
        Limiter { inner: RateLimiter::keyed(Quota::per_minute(n)), checks: AtomicU64::new(0) }
    }

    /// Counts one attempt for `key`; refuses when the key is over its quota.
    pub fn check(&self, key: &str) -> AppResult<()> {
        // Forget idle keys now and then so the table does not grow without bound.
        if self.checks.fetch_add(1, Ordering::Relaxed) % 1024 == 1023 {
            self.inner.retain_recent();
        }
        self.inner.check_key(&key.to_owned()).map_err(|not_until| {
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            AppError::RateLimited(wait.as_secs().max(1))
        })
    }
}

/// The limiters the auth endpoints use.
pub struct RateLimits {
    /// Login attempts per account (merchant username, or merchant/influencer pair).
    pub login_account: Limiter,
    /// Login attempts per client address.
    pub login_ip: Limiter,
    /// Password reset requests per account.
    pub reset_account: Limiter,
    /// Password reset requests per client address.
    pub reset_ip: Limiter,
    /// Username and email availability checks and sign-ups per client address.
    pub checks_ip: Limiter,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            login_account: Limiter::per_minute(5),
            login_ip: Limiter::per_minute(30),
            reset_account: Limiter::per_minute(3),
            reset_ip: Limiter::per_minute(10),
            checks_ip: Limiter::per_minute(60),
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
}
