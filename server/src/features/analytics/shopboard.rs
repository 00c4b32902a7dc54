//! `GET /api/admin/v1/shopboard/analytics?from_date&to_date`: the shopboard page's figures, the
//! shoppable feed's visits, checkouts and revenue (docs/analytics.md#the-shopboard-call). It is
//! the overview's shopboard tab, read through [`overview::tab`] so both always agree. Merchant
//! only, like every shopboard call: influencers get 403.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::dates::{DateQuery, DateRange};
use super::overview::{self, ChannelOverview};
use crate::error::AppResult;
use crate::features::accounts::session;
use crate::features::accounts::viewer::Viewer;
use crate::features::rollups::Channel;
use crate::http::envelope;
use crate::state::AppState;

/// The shopboard's figures over a range.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "ShopboardAnalytics.ts")]
pub struct ShopboardAnalytics {
    /// The feed page and its post pages: visits (unique visitors), views, checkouts, requested
    /// checkouts, revenue and the daily series, as the analytics page's shopboard tab.
    pub analytics: ChannelOverview,
    /// Business currency of every amount.
    pub currency: String,
}

/// `GET /api/admin/v1/shopboard/analytics`.
#[utoipa::path(get, path = "/api/admin/v1/shopboard/analytics",
    params(("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: {analytics: {visits, views, checkouts, requested_checkouts, revenue, data, …}, currency}"),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in"), (status = 403, description = "influencers")))]
pub async fn analytics(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    current.require_merchant()?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let viewer = Viewer::of(&current);
    let currency = viewer.currency.clone();
    let analytics = state.db.run(move |conn| overview::tab(conn, &viewer, &range, Channel::Shopboard)).await?;
    Ok(envelope::ok(&ShopboardAnalytics { analytics, currency }))
}
