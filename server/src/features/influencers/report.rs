//! `GET /api/admin/v1/influencers/{username}/report` (docs/influencers.md#report): the orders
//! credited to an influencer in a date range, one CSV row each with what the commission rules
//! make of it. Days are the business's (docs/analytics.md#days-and-time-zones), so a report
//! "for November" holds the orders the analytics page counts for November; times are shown in
//! the zone the browser names (the business's by default). Written with the `csv` crate, so commas, quotes, line breaks and Hebrew in link titles
//! survive any standard reader, and through `http::csv_file`, so no cell runs as a formula.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;
use serde::Deserialize;

use super::insights::{credited_orders, readable, CreditedOrder};
use super::manage::merchant_managing;
use super::rules::percent_of;
use crate::error::{AppError, AppResult};
use crate::features::analytics::dates::{DateQuery, DateRange};
use crate::http::csv_file::CsvFile;
use crate::money::decimal;
use crate::state::AppState;

/// The report's columns.
pub const HEADER: [&str; 11] = [
    "Order",
    "Date",
    "Channel",
    "Link",
    "Total",
    "Refunded",
    "Tax",
    "Revenue",
    "Calculated revenue",
    "Commission %",
    "Commission",
];

/// The query: `timezone` (IANA name of the times shown, default the business's), `from_date`,
/// `to_date` (the business's days).
#[derive(Debug, Deserialize)]
pub struct ReportQuery {
    /// e.g. `Asia/Jerusalem`.
    pub timezone: Option<String>,
    /// First day, `YYYY-MM-DD`.
    pub from_date: Option<String>,
    /// Last day, `YYYY-MM-DD`.
    pub to_date: Option<String>,
}

/// The time zone named (`None` when none is), or 400.
fn zone(name: Option<&str>) -> AppResult<Option<Tz>> {
    match name.map(str::trim).filter(|n| !n.is_empty()) {
        None => Ok(None),
        Some(n) => n
            .parse::<Tz>()
            .map(Some)
            .map_err(|_| AppError::BadRequest("timezone must be a time zone name such as Europe/London".into())),
    }
}

/// The columns an influencer without the revenue permission does not get in their own CSV
/// (the orders' amounts; what the rules make of them stays).
const AMOUNT_COLUMNS: [&str; 4] = ["Total", "Refunded", "Tax", "Revenue"];

/// The CSV text of `orders` in `tz` and `currency`; without `amounts`, the orders' own amounts
/// ([`AMOUNT_COLUMNS`]) are left out. Order names come from the store and link titles from
/// whoever edits links (influencers too), so every cell goes through [`CsvFile`], which keeps a
/// spreadsheet from running any of them as a formula.
pub fn csv_of(
    orders: &[CreditedOrder],
    tz: Tz,
    currency: &str,
    commission_bp: i32,
    amounts: bool,
) -> AppResult<String> {
    let shown = |column: &str| amounts || !AMOUNT_COLUMNS.contains(&column);
    let mut out = CsvFile::default();
    out.row(HEADER.iter().copied().filter(|c| shown(c)))?;
    let rate = percent_of(commission_bp).to_string();
    for o in orders {
        let a = &o.amounts;
        let placed = Utc.from_utc_datetime(&o.placed).with_timezone(&tz).format("%Y-%m-%d %H:%M").to_string();
        let cells: [String; 11] = [
            o.name.clone(),
            placed,
            o.channel.as_str().to_owned(),
            o.link_title.clone().unwrap_or_default(),
            decimal(a.total, currency),
            decimal(a.refunded, currency),
            decimal(a.tax, currency),
            decimal((a.total - a.refunded).max(0), currency),
            decimal(o.earned.calculated_revenue, currency),
            rate.clone(),
            decimal(o.earned.commission, currency),
        ];
        out.row(HEADER.iter().zip(&cells).filter(|(column, _)| shown(column)).map(|(_, cell)| cell.as_str()))?;
    }
    out.finish()
}

/// The zone the report's times are shown in (`timezone`, else the business's) and its days.
pub fn zone_and_range(query: &ReportQuery, business_zone: Tz) -> AppResult<(Tz, DateRange)> {
    let tz = zone(query.timezone.as_deref())?.unwrap_or(business_zone);
    let days = DateQuery { from_date: query.from_date.clone(), to_date: query.to_date.clone() };
    Ok((tz, DateRange::parse(&days, business_zone)?))
}

/// `{username}_{from}_{to}.csv`: `start` without a first day, `today` without a last.
pub fn file_name(username: &str, range: &DateRange, today: NaiveDate) -> String {
    format!(
        "{username}_{}_{}.csv",
        range.from.map_or_else(|| "start".to_owned(), |d| d.to_string()),
        range.to.unwrap_or(today)
    )
}

/// `GET /api/admin/v1/influencers/{username}/report?timezone&from_date&to_date`.
#[utoipa::path(get, path = "/api/admin/v1/influencers/{username}/report",
    params(("username" = String, Path, description = "the influencer"),
        ("timezone" = Option<String>, Query, description = "IANA time zone the times are shown in, default the business's"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone")),
    responses((status = 200, description = "text/csv, a header row and one row per credited order, named {username}_{from}_{to}.csv"),
        (status = 400, description = "bad date or time zone"), (status = 403, description = "influencers"),
        (status = 404, description = "no such influencer in the business")))]
pub async fn report(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<String>,
    query: web::Query<ReportQuery>,
) -> AppResult<HttpResponse> {
    let current = merchant_managing(&state, &req, false).await?;
    let business_zone = current.business.zone();
    let (tz, range) = zone_and_range(&query, business_zone)?;
    let today = crate::features::accounts::zone::today(business_zone);
    let currency = current.business.currency.clone();
    let username = path.into_inner();
    let (influencer, orders) = state
        .db
        .run(move |conn| {
            let influencer = readable(conn, &current, &username)?;
            let orders = credited_orders(conn, &influencer, &range)?;
            Ok((influencer, orders))
        })
        .await?;
    let body = csv_of(&orders, tz, &currency, influencer.commission_bp, true)?;
    Ok(download(&file_name(&influencer.username, &range, today), body))
}

/// The CSV `body` as a download named `name`.
pub fn download(name: &str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")))
        .body(body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::accounts::commission::{Earned, OrderAmounts};
    use crate::features::influencers::insights::Channel;
    use chrono::NaiveDate;

    #[test]
    fn a_named_zone_is_checked() {
        assert!(zone(Some("Mars/Olympus")).is_err());
        assert_eq!(zone(None).ok(), Some(None));
        assert_eq!(zone(Some("Asia/Jerusalem")).ok().flatten().map(|z| z.name()), Some("Asia/Jerusalem"));
    }

    #[test]
    fn rows_are_quoted_and_shown_in_the_zone() {
        let order = CreditedOrder {
            name: "#1001".into(),
            placed: NaiveDate::from_ymd_opt(2026, 11, 1).and_then(|d| d.and_hms_opt(21, 30, 0)).expect("time"),
            channel: Channel::Short,
            link_title: Some("קיץ, \"חם\"".into()),
            amounts: OrderAmounts { total: 11_800, refunded: 1_000, tax: 1_800 },
            earned: Earned { base: 9_000, calculated_revenue: 7_200, commission: 900 },
        };
        let tz: Tz = "Asia/Jerusalem".parse().expect("zone");
        let text = csv_of(std::slice::from_ref(&order), tz, "USD", 1_250, true).expect("csv");
        let mut lines = text.lines();
        assert_eq!(
            lines.next(),
            Some("Order,Date,Channel,Link,Total,Refunded,Tax,Revenue,Calculated revenue,Commission %,Commission")
        );
        assert_eq!(
            lines.next(),
            Some("#1001,2026-11-01 23:30,short,\"קיץ, \"\"חם\"\"\",118.00,10.00,18.00,108.00,72.00,12.5,9.00")
        );
        // An influencer without the revenue permission gets what they earned, not the amounts.
        let text = csv_of(&[order], tz, "USD", 1_250, false).expect("csv");
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some("Order,Date,Channel,Link,Calculated revenue,Commission %,Commission"));
        assert_eq!(lines.next(), Some("#1001,2026-11-01 23:30,short,\"קיץ, \"\"חם\"\"\",72.00,12.5,9.00"));
    }
}
