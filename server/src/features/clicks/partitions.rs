//! Monthly partitions of the raw events on PostgreSQL (docs/operations.md#event-partitions):
//! the partitions of this month and the next three exist at all times, checked every hour by a
//! periodic job (at once when a server starts after its time has passed), so a click always
//! lands in its month's partition rather than the default one (a month's partition cannot be
//! created once the default holds rows of that month). Safe to repeat (`CREATE TABLE IF NOT
//! EXISTS`); nothing to do on SQLite.

use std::time::Duration;

use chrono::{Datelike, Months, NaiveDate};
use diesel::connection::SimpleConnection;

use crate::clock::now;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::jobs::Periodic;

/// How often the partitions are checked.
pub const EVERY: Duration = Duration::from_secs(3600);

/// Months kept ahead of the current one.
pub const AHEAD: u32 = 3;

/// The statements creating the partitions of `first`'s month and the [`AHEAD`] after it.
pub fn statements(first: NaiveDate) -> String {
    let start = NaiveDate::from_ymd_opt(first.year(), first.month(), 1).unwrap_or(first);
    (0..=AHEAD)
        .filter_map(|i| {
            let from = start.checked_add_months(Months::new(i))?;
            let to = from.checked_add_months(Months::new(1))?;
            Some(format!(
                "CREATE TABLE IF NOT EXISTS link_events_{} PARTITION OF link_events FOR VALUES FROM ('{from}') TO ('{to}');",
                from.format("%Y%m")
            ))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Creates the missing partitions (PostgreSQL only).
pub fn ensure(conn: &mut DbConnection) -> AppResult<()> {
    if let DbConnection::Postgres(c) = conn {
        c.batch_execute(&statements(now().date()))?;
    }
    Ok(())
}

/// The partitions are ensured every [`EVERY`].
pub const JOB: Periodic = Periodic {
    name: "clicks.partitions",
    what: "event partitions checked",
    every: EVERY,
    run: |state| Box::pin(async move { state.db.run(ensure).await.map(|()| 0) }),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_month_and_three_ahead_across_a_year_end() {
        let sql = statements(NaiveDate::from_ymd_opt(2026, 11, 25).expect("day"));
        assert_eq!(sql.lines().count(), 4);
        assert!(sql
            .contains("link_events_202611 PARTITION OF link_events FOR VALUES FROM ('2026-11-01') TO ('2026-12-01')"));
        assert!(sql
            .contains("link_events_202702 PARTITION OF link_events FOR VALUES FROM ('2027-02-01') TO ('2027-03-01')"));
    }
}
