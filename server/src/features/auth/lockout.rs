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

use crate::error::{AppError, AppResult};
use crate::http::rate_limit::RateLimits;

/// One login attempt that was allowed to check its password.
pub(crate) struct Attempt<'a> {
    limits: &'a RateLimits,
    account: String,
    pair: String,
}

impl<'a> Attempt<'a> {
    /// Refuses with 429 before the password is checked when this address may not try this
    /// account now. `account` is the typed account name with its kind (`merchant:dana`).
    pub(crate) fn begin(limits: &'a RateLimits, account: String, address: &str) -> AppResult<Self> {
        limits.login_ip.check(address)?;
        let pair = format!("{account}|{address}");
        if let Some(wait) = limits.login_failures.refusal(&pair) {
            return Err(AppError::RateLimited(wait));
        }
        if limits.login_failures.has_failed(&pair) {
            if let Some(wait) = limits.account_failures.refusal(&account) {
                return Err(AppError::RateLimited(wait));
            }
        }
        Ok(Attempt { limits, account, pair })
    }

    /// The password was wrong (or the account does not exist).
    pub(crate) fn failed(self) {
        self.limits.login_failures.record(&self.pair);
        self.limits.account_failures.record(&self.account);
    }

    /// The password was right: this address's failures for the account are forgiven. The
    /// account's own budget is not, so one success cannot reopen a brute force from elsewhere.
    pub(crate) fn succeeded(self) {
        self.limits.login_failures.forget(&self.pair);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(limits: &RateLimits, account: &str, address: &str) -> bool {
        matches!(Attempt::begin(limits, account.into(), address), Err(AppError::RateLimited(_)))
    }

    #[test]
    fn failures_elsewhere_never_refuse_a_clean_address() {
        let limits = RateLimits::default();
        for i in 0..25 {
            for _ in 0..5 {
                if let Ok(attempt) = Attempt::begin(&limits, "merchant:dana".into(), &format!("10.0.0.{i}")) {
                    attempt.failed();
                }
            }
        }
        assert!(refused(&limits, "merchant:dana", "10.0.0.3"), "an address over its failures waits");
        assert!(!refused(&limits, "merchant:dana", "10.0.9.9"), "a clean address may try");
        assert!(!refused(&limits, "merchant:other", "10.0.0.3"), "other accounts are untouched");
    }

    #[test]
    fn a_right_password_forgives_that_address_only() {
        let limits = RateLimits::default();
        for _ in 0..4 {
            Attempt::begin(&limits, "merchant:noa".into(), "10.0.0.1").expect("allowed").failed();
        }
        Attempt::begin(&limits, "merchant:noa".into(), "10.0.0.1").expect("allowed").succeeded();
        for _ in 0..5 {
            Attempt::begin(&limits, "merchant:noa".into(), "10.0.0.1").expect("forgiven").failed();
        }
        assert!(refused(&limits, "merchant:noa", "10.0.0.1"));
    }
}
