//! The usage line of a business's active subscription, as the store last reported it: what the
//! per-sale fee is charged to, its cap per 30-day cycle, what this cycle has used, and the
//! cycle's dates (docs/billing.md#the-per-sale-fee).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::status::ACTIVE;
use crate::db::schema::billing_subscriptions;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::user::SubscriptionPlan;

/// The store reports cycles of 30 days.
const CYCLE_DAYS: i64 = 30;

/// An active subscription's usage line.
#[derive(Debug, Clone)]
pub struct UsageLine {
    /// The shop that bills it.
    pub shop_domain: String,
    /// The plan it is for.
    pub plan: SubscriptionPlan,
    /// The line item's gid.
    pub line_id: String,
    /// The cap per cycle, US cents.
    pub cap_minor: i64,
    /// Used this cycle when last read, US cents.
    pub used_minor: i64,
    /// When the current cycle began and ends, when the store has said.
    pub cycle: Option<(NaiveDateTime, NaiveDateTime)>,
    /// When the subscription was asked for: sales before it carry no fee of it.
    pub since: NaiveDateTime,
}

/// The businesses with an active subscription that has a usage line.
pub fn billing_usage(conn: &mut DbConnection) -> AppResult<Vec<String>> {
    Ok(billing_subscriptions::table
        .filter(billing_subscriptions::status.eq(ACTIVE))
        .filter(billing_subscriptions::usage_line_id.is_not_null())
        .select(billing_subscriptions::business_id)
        .distinct()
        .load(conn)?)
}

/// The usage line of `business_id`'s newest active subscription; `None` when it has no active
/// subscription or the subscription has no usage line (one made before the fee was billed).
pub fn usage_line(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<UsageLine>> {
    type Row = (String, String, Option<String>, Option<i64>, Option<i64>, Option<NaiveDateTime>, NaiveDateTime);
    let row: Option<Row> = billing_subscriptions::table
        .filter(billing_subscriptions::business_id.eq(business_id))
        .filter(billing_subscriptions::status.eq(ACTIVE))
        .order(billing_subscriptions::created_at.desc())
        .select((
            billing_subscriptions::shop_domain,
            billing_subscriptions::plan,
            billing_subscriptions::usage_line_id,
            billing_subscriptions::usage_cap_minor,
            billing_subscriptions::usage_used_minor,
            billing_subscriptions::period_end,
            billing_subscriptions::created_at,
        ))
        .first(conn)
        .optional()?;
    let Some((shop_domain, plan, Some(line_id), cap, used, end, since)) = row else { return Ok(None) };
    Ok(Some(UsageLine {
        shop_domain,
        plan: SubscriptionPlan::from_db(&plan),
        line_id,
        cap_minor: cap.unwrap_or_default(),
        used_minor: used.unwrap_or_default(),
        cycle: end.map(|end| current_cycle(end, crate::clock::now())),
        since,
    }))
}

/// The 30-day cycle holding `now`, from the end of a cycle the store reported: a report read
/// before a cycle ended still places the cycles after it.
fn current_cycle(reported_end: NaiveDateTime, now: NaiveDateTime) -> (NaiveDateTime, NaiveDateTime) {
    let length = chrono::Duration::days(CYCLE_DAYS);
    let mut end = reported_end;
    while end <= now {
        end += length;
    }
    while end - length > now {
        end -= length;
    }
    (end - length, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(day: u32) -> NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 1, day).expect("day").and_hms_opt(12, 0, 0).expect("time")
    }

    #[test]
    fn the_cycle_holding_now_follows_from_any_reported_end() {
        // Reported end on the 31st: now (the 10th) is in the cycle from Dec 2 to Jan 31.
        let (start, end) = current_cycle(at(31), at(10));
        assert_eq!(end, at(31));
        assert_eq!(start, at(31) - chrono::Duration::days(30));
        // A report from a cycle that has ended moves on by whole cycles.
        let (start, end) = current_cycle(at(1), at(10));
        assert_eq!((start, end), (at(1), at(1) + chrono::Duration::days(30)));
        // The end itself belongs to the next cycle.
        assert_eq!(current_cycle(at(1), at(1)).0, at(1));
    }
}
