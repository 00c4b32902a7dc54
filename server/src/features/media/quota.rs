//! The per-business upload quota (docs/security.md#uploads-who-how-much-how-long): at most
//! `per_hour` files in any hour and `bytes_per_day` stored bytes in any 24 hours
//! ([`crate::config::UploadSettings`]). Each upload is a row of `uploads`, so the quota holds
//! however many instances serve the database: the check and the row are written in one write
//! transaction, which on PostgreSQL first locks the business's row, so two uploads of one
//! business on two instances cannot both take the last place.

use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;

use crate::clock::now;
use crate::config::UploadSettings;
use crate::db::schema::uploads;
use crate::db::DbConnection;
use crate::error::{AppError, AppResult};

/// The byte window.
const DAY: i64 = 24 * 3600;
/// The count window.
const HOUR: i64 = 3600;

/// The uploads of the last 24 hours, oldest first: when and how many bytes.
fn recent(conn: &mut DbConnection, business_id: &str, at: NaiveDateTime) -> AppResult<Vec<(NaiveDateTime, i64)>> {
    Ok(uploads::table
        .filter(uploads::business_id.eq(business_id))
        .filter(uploads::created_at.gt(at - Duration::seconds(DAY)))
        .order(uploads::created_at.asc())
        .select((uploads::created_at, uploads::bytes))
        .load(conn)?)
}

/// Refuses with 429 when one more upload of `bytes` would go over the quota, given the
/// business's `recent` uploads at `at`; the wait is until enough of them have aged out.
fn allow(quota: &UploadSettings, recent: &[(NaiveDateTime, i64)], bytes: i64, at: NaiveDateTime) -> AppResult<()> {
    let this_hour: Vec<NaiveDateTime> =
        recent.iter().map(|(t, _)| *t).filter(|t| *t > at - Duration::seconds(HOUR)).collect();
    let per_hour = quota.per_hour as usize;
    if this_hour.len() >= per_hour {
        // The oldest that must age out for one more to fit.
        let frees = this_hour[this_hour.len() - per_hour];
        return Err(AppError::QuotaUsed {
            message: format!(
                "You have uploaded {per_hour} images in the last hour. You can upload more in {}.",
                in_words(frees + Duration::seconds(HOUR) - at)
            ),
            retry_after: seconds(frees + Duration::seconds(HOUR) - at),
        });
    }
    let limit = i64::try_from(quota.bytes_per_day).unwrap_or(i64::MAX);
    let mut used: i64 = recent.iter().map(|(_, b)| *b).sum();
    if used.saturating_add(bytes) > limit {
        // Walk the day oldest first until what is left, with this upload, fits.
        let mut frees = at;
        for (t, b) in recent {
            used -= b;
            frees = *t;
            if used.saturating_add(bytes) <= limit {
                break;
            }
        }
        let wait = frees + Duration::seconds(DAY) - at;
        return Err(AppError::QuotaUsed {
            message: format!(
                "Your images of the last 24 hours have used this account's {} MB for uploads. You can upload more in {}.",
                quota.bytes_per_day / (1024 * 1024),
                in_words(wait)
            ),
            retry_after: seconds(wait),
        });
    }
    Ok(())
}

fn seconds(wait: Duration) -> u64 {
    u64::try_from(wait.num_seconds()).unwrap_or(0).max(1)
}

/// "12 minutes", "3 hours": the wait, rounded up, as the message says it.
fn in_words(wait: Duration) -> String {
    let minutes = seconds(wait).div_ceil(60);
    let (n, unit) = if minutes < 60 { (minutes, "minute") } else { (minutes.div_ceil(60), "hour") };
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}

/// Before the body is read: refuses a business that has no room left for even a small upload,
/// so a refused upload costs neither the transfer nor a decode.
pub fn check(conn: &mut DbConnection, quota: &UploadSettings, business_id: &str) -> AppResult<()> {
    let at = now();
    allow(quota, &recent(conn, business_id, at)?, 1, at)
}

/// Records the upload `name` of `bytes` for the business if it is within the quota; the file
/// may be written once this returns.
pub fn record(
    conn: &mut DbConnection,
    quota: &UploadSettings,
    business_id: &str,
    name: &str,
    bytes: usize,
) -> AppResult<()> {
    let bytes = i64::try_from(bytes).unwrap_or(i64::MAX);
    // Uploads of one business take turns, so two at once cannot both pass the allowance.
    crate::db::business_write_transaction(conn, business_id, |conn| {
        let at = now();
        allow(quota, &recent(conn, business_id, at)?, bytes, at)?;
        diesel::insert_into(uploads::table)
            .values((
                uploads::business_id.eq(business_id),
                uploads::name.eq(name),
                uploads::bytes.eq(bytes),
                uploads::created_at.eq(at),
            ))
            .execute(conn)?;
        Ok(())
    })
}

/// Forgets an upload whose file could not be written, so it does not count.
pub fn forget(conn: &mut DbConnection, business_id: &str, name: &str) -> AppResult<()> {
    diesel::delete(uploads::table.filter(uploads::business_id.eq(business_id)).filter(uploads::name.eq(name)))
        .execute(conn)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUOTA: UploadSettings = UploadSettings { per_hour: 3, bytes_per_day: 10 << 20 };

    fn at(minutes_ago: i64, now: NaiveDateTime) -> NaiveDateTime {
        now - Duration::minutes(minutes_ago)
    }

    #[test]
    fn the_hourly_count_refuses_until_the_oldest_of_the_hour_ages_out() {
        let now = now();
        let recent = [(at(300, now), 1), (at(50, now), 1), (at(20, now), 1), (at(10, now), 1)];
        match allow(&QUOTA, &recent, 1, now) {
            Err(AppError::QuotaUsed { message, retry_after }) => {
                assert_eq!(retry_after, 600, "the upload of 50 minutes ago frees a place in 10");
                assert_eq!(message, "You have uploaded 3 images in the last hour. You can upload more in 10 minutes.");
            }
            other => panic!("expected the quota, got {other:?}"),
        }
        allow(&QUOTA, &recent[..3], 1, now).expect("two in the hour leave room");
    }

    #[test]
    fn the_daily_bytes_refuse_until_enough_have_aged_out() {
        let now = now();
        let mb = 1 << 20;
        let recent = [(at(23 * 60, now), 4 * mb), (at(22 * 60, now), 4 * mb), (at(120, now), mb)];
        allow(&QUOTA, &recent, mb, now).expect("10 MB fit");
        match allow(&QUOTA, &recent, 2 * mb, now) {
            Err(AppError::QuotaUsed { message, retry_after }) => {
                assert_eq!(retry_after, 3600, "the oldest 4 MB age out in an hour");
                assert!(message.contains("10 MB for uploads. You can upload more in 1 hour."), "{message}");
            }
            other => panic!("expected the quota, got {other:?}"),
        }
        match allow(&QUOTA, &recent, 6 * mb, now) {
            Err(AppError::QuotaUsed { retry_after, .. }) => assert_eq!(retry_after, 2 * 3600, "both 4 MB must go"),
            other => panic!("expected the quota, got {other:?}"),
        }
    }

    #[test]
    fn waits_read_in_minutes_then_hours() {
        assert_eq!(in_words(Duration::seconds(30)), "1 minute");
        assert_eq!(in_words(Duration::seconds(61)), "2 minutes");
        assert_eq!(in_words(Duration::minutes(61)), "2 hours");
    }
}
