//! The upkeep of `rate_limits`, the counts of the rate limits and the login lockout
//! (`crate::http::rate_limit`, docs/security.md#rate-limits-and-login-lockout). The counting is
//! infrastructure every feature's public calls pass through, and infrastructure schedules no
//! jobs; `accounts`, the lowest feature under every caller of the limits and the owner of the
//! logins the lockout guards, owns the table and removes its spent rows.

use crate::features::jobs::{self, Periodic};
use crate::http::limit_rows;

/// Removes the rows whose counts have all been refilled and forgiven, every hour: such a row
/// says no more than a missing one, so the table keeps only keys that still count.
pub const SWEEP: Periodic = Periodic {
    name: "accounts.rate_limit_sweep",
    what: "spent rate limit counts removed",
    every: jobs::HOURLY,
    run: |state| jobs::in_db(state, limit_rows::remove_expired),
};
