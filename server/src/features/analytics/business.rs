//! `GET /api/admin/v1/links/analytics?from_date&to_date`: the lifetime strips of the links and
//! shorts pages, business-wide. Each strip sums what its own list shows: the business's looks,
//! or its shorts. A multilink and its experiences belong to the multilinks page, and the
//! shoppable feed and its posts to the shopboard, so their views and orders count in neither strip (docs/analytics.md#definitions). Closed links keep
//! counting: their sales happened. An influencer gets their own links' events and the orders
//! credited to them.

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::dates::{DateQuery, DateRange};
use super::figures::{figures, load_events, load_sales, Figures, Tally};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session;
use crate::features::accounts::viewer::Viewer;
use crate::features::links::{self, KindsOf, LinkKind};
use crate::http::envelope;
use crate::state::AppState;

/// The business-wide figures.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinksAnalytics.ts")]
pub struct LinksAnalytics {
    /// Business currency.
    pub currency: String,
    /// The looks of the links list.
    pub looks_analytics: Figures,
    /// The shorts of the shorts list.
    pub shorts_analytics: Figures,
}

/// `GET /api/admin/v1/links/analytics`.
#[utoipa::path(get, path = "/api/admin/v1/links/analytics",
    params(("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: {currency, looks_analytics, shorts_analytics}"),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in")))]
pub async fn analytics(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let viewer = Viewer::of(&current);
    let out = state.db.run(move |conn| business_figures(conn, &viewer, &range)).await?;
    Ok(envelope::ok(&out))
}

/// The looks and shorts figures of the viewer's business.
pub fn business_figures(conn: &mut DbConnection, viewer: &Viewer, range: &DateRange) -> AppResult<LinksAnalytics> {
    // Only what the links and shorts lists hold: no multilink, no experience of one, nothing of
    // the shopboard's.
    let kinds: HashMap<String, LinkKind> = links::kinds_of(
        conn,
        &KindsOf {
            business_id: &viewer.business_id,
            influencer_id: viewer.influencer_id.as_deref(),
            top_level_of: Some(&[LinkKind::Look, LinkKind::Short]),
        },
    )?;
    let own: Option<Vec<String>> = viewer.influencer_id.as_ref().map(|_| kinds.keys().cloned().collect());
    let events = load_events(conn, &viewer.business_id, own.as_deref(), range)?;
    let sales = load_sales(conn, &viewer.business_id, None, viewer.influencer_id.as_deref(), range)?;
    let is_short = |id: &str| kinds.get(id) == Some(&LinkKind::Short);
    let (mut looks, mut shorts) = (Tally::default(), Tally::default());
    for e in events.iter().filter(|e| kinds.contains_key(&e.link_id)) {
        if is_short(&e.link_id) {
            shorts.event(e)
        } else {
            looks.event(e)
        }
    }
    for s in sales.iter().filter(|s| kinds.contains_key(&s.link_id)) {
        if is_short(&s.link_id) {
            shorts.sale(s)
        } else {
            looks.sale(s)
        }
    }
    Ok(LinksAnalytics {
        currency: viewer.currency.clone(),
        looks_analytics: figures(viewer, &looks),
        shorts_analytics: figures(viewer, &shorts),
    })
}
