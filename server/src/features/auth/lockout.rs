//! Login lockout (docs/security.md#rate-limits-and-login-lockout): who may try a password now.
//!
//! Only wrong passwords count, so a stranger's failures cannot lock a merchant out. An address
//! that has used its failures for an account waits, even with the right password; the account
//! as a whole has a slower budget, and while it is spent only the addresses that failed for it
//! wait. An address that has not failed for the account always gets its attempt, so the owner
//! signs in from their own device whatever happens elsewhere.
//!
//! Accounts are keyed by the name as typed (normalised), never by the account found, so that
//! the answers stay the same for accounts that do not exist and do not tell which email
//! belongs to which username.
//!
//! The counts are in the database (`crate::http::limit_rows`), so they hold however many
//! instances share it: one database call before the password is checked (the attempt counted
//! and the failures looked at) and one after (the failure counted, or the address forgiven).

use crate::db::{Db, DbConnection};
use crate::error::{AppError, AppResult};
use crate::http::failure_limit::FailureLimiter;
use crate::http::rate_limit::{Limiter, RateLimits};

/// The three limits of a login, copied out of [`RateLimits`] so that database closures can own
/// them.
#[derive(Clone, Copy)]
struct Lockout {
    attempts: Limiter,
    pair_failures: FailureLimiter,
    account_failures: FailureLimiter,
}

impl Lockout {
    fn of(limits: &RateLimits) -> Self {
        Lockout {
            attempts: limits.login_ip,
            pair_failures: limits.login_failures,
            account_failures: limits.account_failures,
        }
    }

    /// Counts the attempt of `address`; refuses when it may not try `account` now.
    fn admit(&self, conn: &mut DbConnection, account: &str, address: &str, pair: &str) -> AppResult<()> {
        self.attempts.check_in(conn, address, 1)?;
        if let Some(wait) = self.pair_failures.refusal(conn, pair)? {
            return Err(AppError::RateLimited(wait));
        }
        if self.pair_failures.has_failed(conn, pair)? {
            if let Some(wait) = self.account_failures.refusal(conn, account)? {
                return Err(AppError::RateLimited(wait));
            }
        }
        Ok(())
    }

    fn failed(&self, conn: &mut DbConnection, account: &str, pair: &str) -> AppResult<()> {
        self.pair_failures.record(conn, pair)?;
        self.account_failures.record(conn, account)
    }

    fn succeeded(&self, conn: &mut DbConnection, pair: &str) -> AppResult<()> {
        self.pair_failures.forget(conn, pair)
    }
}

/// One login attempt that was allowed to check its password.
pub(crate) struct Attempt {
    db: Db,
    lockout: Lockout,
    account: String,
    pair: String,
}

impl Attempt {
    /// Refuses with 429 before the password is checked when this address may not try this
    /// account now. `account` is the typed account name with its kind (`merchant:dana`).
    pub(crate) async fn begin(db: &Db, limits: &RateLimits, account: String, address: &str) -> AppResult<Self> {
        let attempt =
            Attempt { db: db.clone(), lockout: Lockout::of(limits), pair: format!("{account}|{address}"), account };
        let (lockout, account, pair, address) =
            (attempt.lockout, attempt.account.clone(), attempt.pair.clone(), address.to_owned());
        db.run(move |conn| lockout.admit(conn, &account, &address, &pair)).await?;
        Ok(attempt)
    }

    /// The password was wrong (or the account does not exist).
    pub(crate) async fn failed(self) -> AppResult<()> {
        let Attempt { db, lockout, account, pair } = self;
        db.run(move |conn| lockout.failed(conn, &account, &pair)).await
    }

    /// The password was right: this address's failures for the account are forgiven. The
    /// account's own budget is not, so one success cannot reopen a brute force from elsewhere.
    pub(crate) async fn succeeded(self) -> AppResult<()> {
        let Attempt { db, lockout, pair, .. } = self;
        db.run(move |conn| lockout.succeeded(conn, &pair)).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::testing;

    async fn refused(db: &Db, limits: &RateLimits, account: &str, address: &str) -> bool {
        matches!(Attempt::begin(db, limits, account.into(), address).await, Err(AppError::RateLimited(_)))
    }

    #[tokio::test]
    async fn failures_elsewhere_never_refuse_a_clean_address() {
        let test = testing::migrated();
        let (db, limits) = (&test.db, RateLimits::default());
        for i in 0..25 {
            for _ in 0..5 {
                if let Ok(attempt) = Attempt::begin(db, &limits, "merchant:dana".into(), &format!("10.0.0.{i}")).await {
                    attempt.failed().await.expect("counted");
                }
            }
        }
        assert!(refused(db, &limits, "merchant:dana", "10.0.0.3").await, "an address over its failures waits");
        assert!(!refused(db, &limits, "merchant:dana", "10.0.9.9").await, "a clean address may try");
        assert!(!refused(db, &limits, "merchant:other", "10.0.0.3").await, "other accounts are untouched");
    }

    #[tokio::test]
    async fn a_right_password_forgives_that_address_only() {
        let test = testing::migrated();
        let (db, limits) = (&test.db, RateLimits::default());
        let begin = || Attempt::begin(db, &limits, "merchant:noa".into(), "10.0.0.1");
        for _ in 0..4 {
            begin().await.expect("allowed").failed().await.expect("counted");
        }
        begin().await.expect("allowed").succeeded().await.expect("forgiven");
        for _ in 0..5 {
            begin().await.expect("forgiven").failed().await.expect("counted");
        }
        assert!(refused(db, &limits, "merchant:noa", "10.0.0.1").await);
    }

    #[tokio::test]
    async fn two_instances_count_the_failures_of_one_address_together() {
        let test = testing::migrated();
        let (db, one, two) = (&test.db, RateLimits::default(), RateLimits::default());
        for i in 0..5 {
            let instance = if i % 2 == 0 { &one } else { &two };
            Attempt::begin(db, instance, "merchant:ada".into(), "10.0.0.1")
                .await
                .expect("within the failures")
                .failed()
                .await
                .expect("counted");
        }
        assert!(refused(db, &one, "merchant:ada", "10.0.0.1").await);
        assert!(refused(db, &two, "merchant:ada", "10.0.0.1").await);
    }
}
