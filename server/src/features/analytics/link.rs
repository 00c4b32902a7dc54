//! `GET /api/admin/v1/links/{id}/analytics?from_date&to_date`: the [`Figures`] of one link,
//! short or multilink (all its experiences), and for a multilink one row per live experience
//! for the preview's experiences table (clicks, sales, revenue, CR, cart average;
//! docs/analytics.md#experiences). CR there is checkouts ÷ views × 100 and the cart average
//! revenue ÷ checkouts (docs/analytics.md#derived-figures), both worked out from integers.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::Serialize;
use ts_rs::TS;

use super::dates::{DateQuery, DateRange};
use super::figures::{figures, load_events, load_sales, Figures, Tally};
use super::scope::member_ids;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::{self, Session};
use crate::features::accounts::viewer::Viewer;
use crate::features::links::kind::LinkKind;
use crate::features::links::{self, find_visible};
use crate::http::envelope;
use crate::state::AppState;

/// A link's figures, with its experiences' for a multilink.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "LinkAnalytics.ts")]
pub struct LinkAnalytics {
    /// The link's (or all experiences') figures.
    #[serde(flatten)]
    pub figures: Figures,
    /// Multilinks only: each live experience, A first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub experiences: Option<Vec<ExperienceFigures>>,
}

/// One row of the multilink experiences table.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "ExperienceFigures.ts")]
pub struct ExperienceFigures {
    /// The experience's link id.
    pub link_id: String,
    /// Unique visitors.
    #[ts(type = "number | null")]
    pub visits: Option<i64>,
    /// Views ("clicks"; docs/analytics.md#definitions).
    #[ts(type = "number | null")]
    pub views: Option<i64>,
    /// Attributed orders ("sales").
    #[ts(type = "number | null")]
    pub checkouts: Option<i64>,
    /// Net revenue.
    pub revenue: Option<String>,
    /// Tax.
    pub total_tax: Option<String>,
    /// Checkouts ÷ views × 100, two decimals; null without views.
    pub cr: Option<f64>,
    /// Revenue ÷ checkouts, decimal string; null without checkouts.
    pub cart_average: Option<String>,
}

/// `GET /api/admin/v1/links/{id}/analytics`.
#[utoipa::path(get, path = "/api/admin/v1/links/{id}/analytics",
    params(("id" = String, Path, description = "link, short or multilink id"),
        ("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: Figures (+ experiences for a multilink)"),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in"),
        (status = 404, description = "no such link, or not the caller's")))]
pub async fn analytics(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let id = id.into_inner();
    let out = state.db.run(move |conn| link_figures(conn, &current, &id, &range)).await?;
    Ok(envelope::ok(&out))
}

/// The figures of link `id` as `session` may see them.
pub fn link_figures(
    conn: &mut DbConnection,
    session: &Session,
    id: &str,
    range: &DateRange,
) -> AppResult<LinkAnalytics> {
    let link = find_visible(conn, session, id)?;
    let viewer = Viewer::of(session);
    let ids = member_ids(conn, &link)?;
    let events = load_events(conn, &viewer.business_id, Some(&ids), range)?;
    let sales = load_sales(conn, &viewer.business_id, Some(&ids), viewer.influencer_id.as_deref(), range)?;
    let experiences = if link.kind == LinkKind::Multilink {
        let rows = links::live_experiences(conn, &link)?
            .into_iter()
            .map(|exp| {
                let tally = Tally::of(
                    events.iter().filter(|e| e.link_id == exp.id),
                    sales.iter().filter(|s| s.link_id == exp.id),
                );
                experience_row(&viewer, exp.id, &tally)
            })
            .collect();
        Some(rows)
    } else {
        None
    };
    Ok(LinkAnalytics { figures: figures(&viewer, &Tally::of(&events, &sales)), experiences })
}

fn experience_row(viewer: &Viewer, link_id: String, tally: &Tally) -> ExperienceFigures {
    let t = &tally.total;
    ExperienceFigures {
        link_id,
        visits: viewer.clicks(t.visits),
        views: viewer.clicks(t.shown_views()),
        checkouts: viewer.sales(t.checkouts),
        revenue: viewer.money(t.revenue_minor),
        total_tax: viewer.money(t.tax_minor),
        cr: viewer.rate(percent(t.checkouts, t.shown_views())),
        cart_average: viewer.average(t.revenue_minor, t.checkouts),
    }
}

/// `part / whole × 100` with two decimals, from integers; `None` when `whole` is 0.
pub fn percent(part: i64, whole: i64) -> Option<f64> {
    if whole <= 0 {
        return None;
    }
    // Hundredths of a percent, rounded half up, then one division for the wire.
    let hundredths = (i128::from(part) * 10_000 * 2 + i128::from(whole)) / (2 * i128::from(whole));
    Some(hundredths as f64 / 100.0)
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn rates_round_from_integers() {
        assert_eq!(percent(1, 3), Some(33.33));
        assert_eq!(percent(2, 3), Some(66.67));
        assert_eq!(percent(3, 3), Some(100.0));
        assert_eq!(percent(1, 0), None);
    }
}
