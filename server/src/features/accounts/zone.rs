//! The merchant's time zone (docs/analytics.md#days-and-time-zones). Analytics days are the
//! store's calendar days, not UTC ones: a shop in Los Angeles expects an order placed at 8 pm on
//! Monday in Monday's figures. The zone is the store's (its profile's IANA name), kept on the
//! business; every stored time stays UTC and only the day a figure is filed under is local.

use chrono::{NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;

/// The zone named `name`, or UTC for a name this build does not know (a store never sends
/// one, but a figure must still land on some day).
pub fn parse(name: &str) -> Tz {
    name.parse().unwrap_or(Tz::UTC)
}

/// Whether `name` is a zone this build knows.
pub fn is_known(name: &str) -> bool {
    name.parse::<Tz>().is_ok()
}

/// The day a UTC instant falls on in `zone`.
pub fn local_day(zone: Tz, at_utc: NaiveDateTime) -> NaiveDate {
    Utc.from_utc_datetime(&at_utc).with_timezone(&zone).date_naive()
}

/// Today in `zone`.
pub fn today(zone: Tz) -> NaiveDate {
    local_day(zone, crate::clock::now())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_evening_order_in_los_angeles_is_filed_under_its_own_day() {
        let at = NaiveDate::from_ymd_opt(2026, 3, 3).and_then(|d| d.and_hms_opt(3, 30, 0)).expect("time");
        let la = parse("America/Los_Angeles");
        assert_eq!(local_day(la, at).to_string(), "2026-03-02");
        assert_eq!(local_day(parse("Asia/Jerusalem"), at).to_string(), "2026-03-03");
        assert_eq!(parse("Mars/Olympus"), Tz::UTC);
        assert!(is_known("Europe/London") && !is_known("Mars/Olympus"));
    }
}
