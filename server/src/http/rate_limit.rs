//! Keyed rate limits (GCRA) for the calls anyone can make that cost the server real work:
//! logins, password resets, sign-ups, emailed and store link tokens, availability checks, client
//! log uploads (docs/security.md#rate-limits-and-login-lockout).
//!
//! Each limiter allows a burst of `n` per period and refills evenly; an exhausted key gets
//! [`AppError::RateLimited`] with the seconds until the next attempt is allowed. Wrong
//! passwords are counted apart, by [`FailureLimiter`]s, so that they never refuse the right one
//! from an address that has not failed.
//!
//! A [`Limiter`] counts in the database (`rate_limits`, [`super::limit_rows`]): what it guards
//! (people's inboxes, accounts against guessing, the store's API allowance, the shared tables)
//! is the same whichever instance a request reaches, so behind a balancer every instance must
//! see one count. A [`LocalLimiter`] counts in this process's memory, for the one limit that
//! guards only the process's own work (client log batches, whose bytes are counted in the
//! database).

use std::num::NonZeroU32;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use super::failure_limit::FailureLimiter;
use super::limit_rows;
use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult};

/// One keyed limit, counted in the database so that it holds across instances. It holds no
/// state of its own (a copy counts the same keys).
#[derive(Debug, Clone, Copy)]
pub struct Limiter {
    /// The namespace of its keys in `rate_limits`.
    name: &'static str,
    /// Time to refill one unit, in milliseconds.
    interval_ms: i64,
    /// Units that fit at once.
    burst: u32,
}

impl Limiter {
    /// `n` attempts per minute per key; `name` namespaces its keys.
    pub fn per_minute(name: &'static str, n: u32) -> Self {
        Limiter::new(name, n, MINUTE)
    }

    /// `n` attempts per hour per key (a burst of `n`, then one every `60 / n` minutes).
    pub fn per_hour(name: &'static str, n: u32) -> Self {
        Limiter::new(name, n, HOUR)
    }

    fn new(name: &'static str, n: u32, period: Duration) -> Self {
        let burst = n.max(1);
        Limiter { name, interval_ms: limit_rows::millis(period / burst).max(1), burst }
    }

    /// Counts one attempt for `key`; refuses when the key is over its quota.
    pub async fn check(&self, db: &Db, key: &str) -> AppResult<()> {
        self.check_n(db, key, 1).await
    }

    /// Counts `n` units for `key` at once (a limiter of bytes counts kibibytes); refuses, and
    /// counts nothing, when they do not fit now, and also when they never could (more than
    /// the quota's burst). Zero units always pass, without a query.
    pub async fn check_n(&self, db: &Db, key: &str, n: u32) -> AppResult<()> {
        if n == 0 {
            return Ok(());
        }
        let (limiter, key) = (*self, key.to_owned());
        db.run(move |conn| limiter.check_in(conn, &key, n)).await
    }

    /// [`Limiter::check_n`] on a connection the caller holds: inside its transaction, a count
    /// rolls back with the rest when a later step refuses.
    pub fn check_in(&self, conn: &mut DbConnection, key: &str, n: u32) -> AppResult<()> {
        self.check_at(conn, key, n, limit_rows::now_ms())
    }

    fn check_at(&self, conn: &mut DbConnection, key: &str, n: u32, now: i64) -> AppResult<()> {
        if n == 0 {
            return Ok(());
        }
        if n > self.burst {
            return Err(AppError::RateLimited(HOUR.as_secs()));
        }
        let key = limit_rows::row_key(self.name, key);
        let cost = self.interval_ms * i64::from(n);
        let room = self.interval_ms * i64::from(self.burst);
        if limit_rows::spend(conn, &key, now, cost, room)? {
            return Ok(());
        }
        // Refused: wait until enough has been refilled for `n` to fit.
        let clear_at = limit_rows::read(conn, &key)?.map_or(now, |c| c.clear_at_ms);
        let wait_ms = clear_at.max(now) + cost - room - now;
        Err(AppError::RateLimited(u64::try_from(wait_ms / 1000).unwrap_or(0).max(1)))
    }
}

/// A keyed limit counted in this process's memory (governor's GCRA): behind `k` instances a key
/// may spend `k` times its quota, so it only suits what guards the process's own work.
pub struct LocalLimiter {
    inner: DefaultKeyedRateLimiter<String>,
    checks: AtomicU64,
}

impl LocalLimiter {
    /// `n` attempts per minute per key.
    pub fn per_minute(n: u32) -> Self {
        let n = NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN);
        LocalLimiter { inner: RateLimiter::keyed(Quota::per_minute(n)), checks: AtomicU64::new(0) }
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

const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);

/// The limiters of the calls anyone can make. Each counts in the database unless its type says
/// otherwise (docs/security.md#rate-limits-and-login-lockout has the table).
pub struct RateLimits {
    /// Login attempts per client address, right or wrong: each costs a bcrypt check, and it
    /// bounds the guesses one address makes across accounts.
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
    /// In memory: it spares this process the work of a flood of batches without a database
    /// write for each, and what the batches keep is bounded by the byte limits below.
    pub client_logs_ip: LocalLimiter,
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
    /// 30 bcrypt hashes a minute is an eighth of a core. Each limiter's keys are namespaced by
    /// its field's name.
    fn default() -> Self {
        RateLimits {
            login_ip: Limiter::per_minute("login_ip", 30),
            login_failures: FailureLimiter::new("login_failures", 5, MINUTE, HOUR),
            account_failures: FailureLimiter::new("account_failures", 20, HOUR, Duration::ZERO),
            reset_account: Limiter::per_minute("reset_account", 3),
            reset_ip: Limiter::per_minute("reset_ip", 10),
            account_emails: Limiter::per_hour("account_emails", 5),
            links_ip: Limiter::per_minute("links_ip", 30),
            signup_ip: Limiter::per_minute("signup_ip", 30),
            checks_ip: Limiter::per_minute("checks_ip", 60),
            client_logs_ip: LocalLimiter::per_minute(60),
            client_log_bytes_ip: Limiter::per_hour("client_log_bytes_ip", 2048),
            client_log_bytes_session: Limiter::per_hour("client_log_bytes_session", 512),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::testing;

    #[test]
    fn the_sixth_attempt_in_a_minute_is_refused_with_a_wait() {
        let test = testing::migrated();
        let mut conn = test.db.get().expect("conn");
        let limiter = Limiter::per_minute("t", 5);
        let t0 = limit_rows::now_ms();
        for _ in 0..5 {
            limiter.check_at(&mut conn, "dana", 1, t0).expect("allowed");
        }
        assert!(matches!(limiter.check_at(&mut conn, "dana", 1, t0), Err(AppError::RateLimited(12))));
        assert!(matches!(limiter.check_at(&mut conn, "dana", 1, t0 + 11_500), Err(AppError::RateLimited(1))));
        limiter.check_at(&mut conn, "other", 1, t0).expect("keys are independent");
        Limiter::per_minute("u", 5).check_at(&mut conn, "dana", 1, t0).expect("limiters are independent");
        limiter.check_at(&mut conn, "dana", 1, t0 + 12_000).expect("one is refilled every 12 s");
    }

    #[test]
    fn units_are_counted_together_and_more_than_the_burst_never_fits() {
        let test = testing::migrated();
        let mut conn = test.db.get().expect("conn");
        let limiter = Limiter::per_hour("t", 10);
        let mut check = |key: &str, n: u32| limiter.check_in(&mut conn, key, n);
        check("dana", 6).expect("fits");
        assert!(matches!(check("dana", 6), Err(AppError::RateLimited(_))), "6 + 6 > 10");
        check("dana", 4).expect("what was refused was not counted");
        assert!(matches!(check("other", 11), Err(AppError::RateLimited(3600))));
        check("dana", 0).expect("nothing to count");
    }

    #[tokio::test]
    async fn limiters_over_one_database_share_their_counts() {
        let test = testing::migrated();
        let (one, two) = (RateLimits::default(), RateLimits::default());
        for i in 0..30 {
            let instance = if i % 2 == 0 { &one } else { &two };
            instance.signup_ip.check(&test.db, "198.51.100.7").await.expect("within 30 a minute");
        }
        assert!(matches!(one.signup_ip.check(&test.db, "198.51.100.7").await, Err(AppError::RateLimited(_))));
        assert!(matches!(two.signup_ip.check(&test.db, "198.51.100.7").await, Err(AppError::RateLimited(_))));
    }

    #[test]
    fn a_local_limiter_refuses_the_sixth_attempt_in_a_minute_with_a_wait() {
        let limiter = LocalLimiter::per_minute(5);
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
