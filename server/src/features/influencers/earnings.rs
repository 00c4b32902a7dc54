//! An influencer's own earnings (docs/influencers.md#earnings): what they earned over a range
//! and since they started, where their sales came from, the refunds taken off under the
//! merchant's rules, and their own CSV. The screen a creator opens every week, so it is the
//! influencer's alone and needs the commission permission: the merchant reads the same figures
//! on the influencer's page, and an influencer the merchant has not shared their commission with
//! is answered 403 (the dashboard does not offer it then).

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::insights::{credited_orders, insights, InfluencerInsights};
use super::report::{self, ReportQuery};
use super::rules::percent_of;
use crate::error::{AppError, AppResult};
use crate::features::accounts::model::Influencer;
use crate::features::accounts::session::{self, Session, SessionSubject};
use crate::features::accounts::viewer::Viewer;
use crate::features::analytics::dates::{DateQuery, DateRange};
use crate::http::envelope;
use crate::state::AppState;

/// The merchant asking.
const MERCHANTS_READ_THE_PAGE: &str = "Earnings are each influencer's own: open the influencer's page to see theirs";
/// An influencer the merchant has not shared their commission with.
const NOT_SHARED: &str = "Your merchant has not shared your commission with you";

/// The merchant's rules the commission follows, as the influencer sees them.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "EarningRules.ts")]
pub struct EarningRules {
    /// Commission percent.
    pub commission_rate: f64,
    /// Share of the revenue counted, percent.
    pub net_revenue_ratio: f64,
    /// Whether refunds are taken off before the commission is worked out.
    pub reduce_refunds: bool,
    /// Whether tax (VAT) is taken off.
    pub reduce_vat: bool,
}

/// `GET /admin/v1/earnings`.
#[derive(Debug, Clone, Serialize, TS, utoipa::ToSchema)]
#[ts(export, export_to = "Earnings.ts")]
pub struct Earnings {
    /// Business currency of every amount.
    pub currency: String,
    /// Over the range asked for (the merchant's days).
    pub range: InfluencerInsights,
    /// Since the first order credited to them.
    pub lifetime: InfluencerInsights,
    /// The rules their commission follows.
    pub rules: EarningRules,
}

/// The signed-in influencer with the commission permission, else 403.
async fn earner(state: &AppState, req: &HttpRequest) -> AppResult<(Session, Influencer)> {
    let current = session::require(&state.db, req).await?;
    let SessionSubject::Influencer { influencer, .. } = &current.subject else {
        return Err(AppError::Forbidden(MERCHANTS_READ_THE_PAGE.into()));
    };
    if !current.user.permissions.commission_enabled {
        return Err(AppError::Forbidden(NOT_SHARED.into()));
    }
    let influencer = influencer.clone();
    Ok((current, influencer))
}

/// `GET /api/admin/v1/earnings?from_date&to_date`.
#[utoipa::path(get, path = "/api/admin/v1/earnings",
    params(("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: the range's and lifetime insights (null where the influencer's permissions do not reach) and the rules", body = Earnings),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in"),
        (status = 403, description = "the merchant, or an influencer without the commission permission")))]
pub async fn earnings(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let (current, influencer) = earner(&state, &req).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let out = state
        .db
        .run(move |conn| {
            let viewer = Viewer::of(&current);
            let lifetime = insights(conn, &viewer, &influencer, &DateRange::default())?;
            let range = insights(conn, &viewer, &influencer, &range)?;
            let rules = EarningRules {
                commission_rate: percent_of(influencer.commission_bp),
                net_revenue_ratio: percent_of(influencer.net_revenue_ratio_bp),
                reduce_refunds: influencer.reduce_refunds,
                reduce_vat: influencer.reduce_vat,
            };
            Ok(Earnings { currency: viewer.currency, range, lifetime, rules })
        })
        .await?;
    Ok(envelope::ok(&out))
}

/// `GET /api/admin/v1/earnings/report?timezone&from_date&to_date`: the influencer's own CSV,
/// the merchant's report of them with the amounts their revenue permission does not cover left out.
#[utoipa::path(get, path = "/api/admin/v1/earnings/report",
    params(("timezone" = Option<String>, Query, description = "IANA time zone the times are shown in, default the business's"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone")),
    responses((status = 200, description = "text/csv, a header row and one row per credited order, named {username}_{from}_{to}.csv"),
        (status = 400, description = "bad date or time zone"),
        (status = 403, description = "the merchant, or an influencer without the commission permission")))]
pub async fn own_report(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<ReportQuery>,
) -> AppResult<HttpResponse> {
    let (current, influencer) = earner(&state, &req).await?;
    let business_zone = current.business.zone();
    let (tz, range) = report::zone_and_range(&query, business_zone)?;
    let today = crate::features::accounts::zone::today(business_zone);
    let currency = current.business.currency.clone();
    let amounts = current.user.permissions.revenue_enabled;
    let found = influencer.clone();
    let orders = state.db.run(move |conn| credited_orders(conn, &found, &range)).await?;
    let body = report::csv_of(&orders, tz, &currency, influencer.commission_bp, amounts)?;
    Ok(report::download(&report::file_name(&influencer.username, &range, today), body))
}
