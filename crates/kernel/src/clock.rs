//! The clock. Times are stored as naive UTC (both backends keep them the same way); anything
//! shown in a merchant's day is converted at the edge.

use chrono::NaiveDateTime;

/// Now, in UTC, as stored.
pub fn now() -> NaiveDateTime {
    chrono::Utc::now().naive_utc()
}
