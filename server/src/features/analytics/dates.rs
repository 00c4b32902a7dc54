//! The `from_date` / `to_date` query of the analytics calls: `YYYY-MM-DD` days in the business's
//! time zone (docs/analytics.md#days-and-time-zones), both
//! inclusive and both optional, within the date picker's limits (from 2023-01-01 to
//! today; docs/analytics.md#date-ranges). A bad or out-of-range date answers 400 with a message
//! naming the parameter, rather than silently widening the range and showing figures for days
//! nobody asked about.

use chrono::{NaiveDate, NaiveDateTime, NaiveTime, TimeZone};
use serde::Deserialize;

use crate::error::{AppError, AppResult};
use crate::http::paging::{Page, PageQuery};

/// The earliest day the date picker offers.
pub const EARLIEST: NaiveDate = match NaiveDate::from_ymd_opt(2023, 1, 1) {
    Some(d) => d,
    None => panic!("valid date"),
};

/// The raw query (strings, so a malformed date gets our message, not the extractor's).
#[derive(Debug, Default, Deserialize)]
pub struct DateQuery {
    /// First day, `YYYY-MM-DD`.
    pub from_date: Option<String>,
    /// Last day, `YYYY-MM-DD`.
    pub to_date: Option<String>,
}

/// The query of a products table: a page and a range.
#[derive(Debug, Default, Deserialize)]
pub struct DatedPageQuery {
    /// Rows wanted.
    pub count: Option<i64>,
    /// Rows to skip.
    pub skip: Option<i64>,
    /// First day, `YYYY-MM-DD`.
    pub from_date: Option<String>,
    /// Last day, `YYYY-MM-DD`.
    pub to_date: Option<String>,
}

impl DatedPageQuery {
    /// The checked page (`default` rows, at most `max`) and range (days of `zone`).
    pub fn parse(self, zone: chrono_tz::Tz, default: i64, max: i64) -> AppResult<(Page, DateRange)> {
        let range = DateRange::parse(&DateQuery { from_date: self.from_date, to_date: self.to_date }, zone)?;
        Ok((Page::of(&PageQuery { count: self.count, skip: self.skip }, default, max), range))
    }
}

/// An inclusive range of the business's days; `None` ends are open.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DateRange {
    /// First day.
    pub from: Option<NaiveDate>,
    /// Last day.
    pub to: Option<NaiveDate>,
}

impl DateRange {
    /// Checks the query against the picker's limits, with `today` as the last allowed day.
    pub fn parse_at(query: &DateQuery, today: NaiveDate) -> AppResult<Self> {
        let from = day(query.from_date.as_deref(), "from_date", today)?;
        let to = day(query.to_date.as_deref(), "to_date", today)?;
        if let (Some(f), Some(t)) = (from, to) {
            if f > t {
                return Err(AppError::BadRequest("from_date must not be after to_date".into()));
            }
        }
        Ok(DateRange { from, to })
    }

    /// [`DateRange::parse_at`] with today in the business's time zone (the days asked for are
    /// its days).
    pub fn parse(query: &DateQuery, zone: chrono_tz::Tz) -> AppResult<Self> {
        Self::parse_at(query, crate::features::accounts::zone::today(zone))
    }

    /// Whether `day` lies inside.
    pub fn contains(&self, day: NaiveDate) -> bool {
        self.from.is_none_or(|f| day >= f) && self.to.is_none_or(|t| day <= t)
    }

    /// Whether both ends are open (lifetime).
    pub fn is_lifetime(&self) -> bool {
        self.from.is_none() && self.to.is_none()
    }

    /// The range as UTC instants for stored timestamps: from the first day's local midnight
    /// (inclusive) to the local midnight after the last day (exclusive), in `zone`. A midnight
    /// that a clock change skips or repeats is taken at its earliest instant.
    pub fn utc_bounds(&self, zone: chrono_tz::Tz) -> (Option<NaiveDateTime>, Option<NaiveDateTime>) {
        let midnight = |day: NaiveDate| {
            let local = day.and_time(NaiveTime::MIN);
            zone.from_local_datetime(&local).earliest().map_or(local, |at| at.naive_utc())
        };
        (self.from.map(midnight), self.to.and_then(|t| t.succ_opt()).map(midnight))
    }
}

fn day(raw: Option<&str>, name: &str, today: NaiveDate) -> AppResult<Option<NaiveDate>> {
    let Some(raw) = raw.map(str::trim).filter(|r| !r.is_empty()) else { return Ok(None) };
    let parsed = NaiveDate::parse_from_str(raw, "%Y-%m-%d")
        .ok()
        .filter(|_| raw.len() == 10)
        .ok_or_else(|| AppError::BadRequest(format!("{name} must be a date as YYYY-MM-DD")))?;
    if parsed < EARLIEST {
        return Err(AppError::BadRequest(format!("{name} must not be before 2023-01-01")));
    }
    if parsed > today {
        return Err(AppError::BadRequest(format!("{name} must not be after today")));
    }
    Ok(Some(parsed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(from: Option<&str>, to: Option<&str>) -> DateQuery {
        DateQuery { from_date: from.map(str::to_owned), to_date: to.map(str::to_owned) }
    }

    #[test]
    fn a_range_of_local_days_covers_their_utc_instants() {
        let day = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("date");
        let range = DateRange { from: Some(day("2026-11-02")), to: Some(day("2026-11-03")) };
        let (from, to) = range.utc_bounds(chrono_tz::America::New_York);
        assert_eq!(from.map(|t| t.to_string()), Some("2026-11-02 05:00:00".into()));
        assert_eq!(to.map(|t| t.to_string()), Some("2026-11-04 05:00:00".into()));
        assert_eq!(DateRange::default().utc_bounds(chrono_tz::UTC), (None, None));
        assert!(DateRange::default().is_lifetime() && !range.is_lifetime());
    }

    #[test]
    fn days_are_checked_against_the_picker_limits() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).expect("date");
        let ok = DateRange::parse_at(&q(Some("2026-11-01"), Some("2026-11-22")), today).expect("ok");
        assert_eq!(
            (ok.from.map(|d| d.to_string()), ok.to.map(|d| d.to_string())),
            (Some("2026-11-01".into()), Some("2026-11-22".into()))
        );
        assert_eq!(DateRange::parse_at(&q(None, Some("")), today).expect("open"), DateRange::default());
        for (from, to) in [
            (Some("2026-13-01"), None),
            (Some("2026-1-01"), None),
            (Some("yesterday"), None),
            (Some("2022-12-31"), None),
            (None, Some("2026-11-23")),
            (Some("2026-11-10"), Some("2026-11-09")),
        ] {
            assert!(DateRange::parse_at(&q(from, to), today).is_err(), "{from:?} {to:?}");
        }
    }
}
