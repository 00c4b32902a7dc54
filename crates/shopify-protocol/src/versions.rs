//! The Admin API versions and how long Shopify supports each, so that the version the adapter
//! pins is known to be a supported one and a test says so before it stops being one.
//!
//! Shopify releases a stable version at the start of every quarter (17:00 UTC on its first day),
//! named after that month, and supports each for at least 12 months: at least nine months of
//! overlap with the next. A request to a version past its support is answered by the oldest
//! supported version instead, so an app that keeps an old pin silently changes behaviour. The
//! table below lists the versions this code has been checked against (docs/store.md repeats it);
//! the test `the_pinned_version_is_supported_for_60_more_days` fails once the pinned version has
//! 60 days of support or fewer left, which leaves a release's time to move on.

use chrono::NaiveDate;

/// The Admin API version the adapter asks for and the sandbox answers under.
pub const API_VERSION: &str = "2026-10";

/// Days of support below which the pinned version must be moved on.
pub const NOTICE_DAYS: i64 = 60;

/// A stable Admin API version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApiVersion {
    /// Its name, `YYYY-MM` of its release.
    pub name: &'static str,
    /// The day it was released.
    pub released: NaiveDate,
    /// The last day Shopify promises to serve it as itself (the day support ends).
    pub supported_until: NaiveDate,
}

/// A calendar date written in the table; a wrong one fails the build.
const fn day(year: i32, month: u32, day: u32) -> NaiveDate {
    match NaiveDate::from_ymd_opt(year, month, day) {
        Some(date) => date,
        None => panic!("not a calendar date"),
    }
}

/// The stable versions, oldest first, with Shopify's published support ends.
pub const VERSIONS: &[ApiVersion] = &[
    ApiVersion { name: "2025-07", released: day(2025, 7, 1), supported_until: day(2026, 7, 1) },
    ApiVersion { name: "2025-10", released: day(2025, 10, 1), supported_until: day(2026, 10, 1) },
    ApiVersion { name: "2026-01", released: day(2026, 1, 1), supported_until: day(2027, 1, 1) },
    ApiVersion { name: "2026-04", released: day(2026, 4, 1), supported_until: day(2027, 4, 1) },
    ApiVersion { name: "2026-07", released: day(2026, 7, 1), supported_until: day(2027, 7, 1) },
    ApiVersion { name: "2026-10", released: day(2026, 10, 1), supported_until: day(2027, 10, 1) },
];

/// The table's entry of a version.
pub fn find(name: &str) -> Option<&'static ApiVersion> {
    VERSIONS.iter().find(|v| v.name == name)
}

impl ApiVersion {
    /// Days from `today` until its support ends (negative once it has).
    pub fn days_left(&self, today: NaiveDate) -> i64 {
        (self.supported_until - today).num_days()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The day the support check measures from: `SHOPIFY_API_VERSION_CHECK_DATE`
    /// (`YYYY-MM-DD`) when set, to see what the check will say on a later day; else today (UTC).
    fn today() -> NaiveDate {
        match std::env::var("SHOPIFY_API_VERSION_CHECK_DATE") {
            Ok(date) => NaiveDate::parse_from_str(&date, "%Y-%m-%d")
                .unwrap_or_else(|e| panic!("SHOPIFY_API_VERSION_CHECK_DATE={date} is not YYYY-MM-DD: {e}")),
            Err(_) => chrono::Utc::now().date_naive(),
        }
    }

    #[test]
    fn the_pinned_version_is_supported_for_60_more_days() {
        let pinned = find(API_VERSION).expect("the pinned API_VERSION is listed in VERSIONS");
        let today = today();
        let left = pinned.days_left(today);
        assert!(
            left > NOTICE_DAYS,
            "Admin API {API_VERSION} is supported until {} ({left} days after {today}, at most {NOTICE_DAYS} left): \
             pin a newer stable version in crates/shopify-protocol/src/versions.rs, list it in VERSIONS and \
             docs/store.md, and run the schema check (docs/store.md#admin-api-version-and-schema)",
            pinned.supported_until
        );
        assert!(today >= pinned.released, "{API_VERSION} is not released until {}", pinned.released);
    }

    #[test]
    fn the_table_follows_shopifys_rule() {
        for pair in VERSIONS.windows(2) {
            assert!(pair[0].released < pair[1].released, "VERSIONS is oldest first");
        }
        for v in VERSIONS {
            assert_eq!(v.name, v.released.format("%Y-%m").to_string(), "a version is named after its release month");
            let year_later = v.released.checked_add_months(chrono::Months::new(12)).expect("a date");
            assert!(v.supported_until >= year_later, "{} is supported for at least 12 months", v.name);
        }
    }

    #[test]
    fn docs_list_every_version_with_its_support_end() {
        let docs = include_str!("../../../docs/store.md");
        for v in VERSIONS {
            let row = format!("| {} | {} | {} |", v.name, v.released, v.supported_until);
            assert!(docs.contains(&row), "docs/store.md lists `{row}`");
        }
        assert!(docs.contains(&format!("pins `{API_VERSION}`")), "docs/store.md names the pinned version");
    }
}
