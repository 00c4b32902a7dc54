//! `GET /api/admin/v1/insights/overview?from_date&to_date`: the analytics page
//! (docs/analytics.md#analytics-page). Every figure is a sum over the business-wide daily
//! rollups (`rollups`), never a scan of events or orders, so a year of a busy shop answers as
//! fast as a week. The links tab is the looks of the links list and the shorts tab its shorts,
//! the same links the lists' lifetime strips sum; the multilinks tab the multilinks with their
//! experiences (what the multilinks list sums); the shopboard tab is the shoppable feed and
//! its post pages (the shopboard's own analytics call reads the same tab through [`tab`]). An influencer reads only their own rows (their links' traffic, the orders
//! credited to them) and only what their permissions cover; the merchant also gets one
//! insights row per influencer.

use std::collections::BTreeMap;

use actix_web::{web, HttpRequest, HttpResponse};
use chrono::NaiveDate;
use serde::Serialize;
use ts_rs::TS;

use super::dates::{DateQuery, DateRange};
use super::figures::{figures, Figures, Tally};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::viewer::Viewer;
use crate::features::accounts::{self, session, zone};
use crate::features::rollups::{self, Filter};
use crate::features::rollups::{Channel, Counts};
use crate::http::envelope;
use crate::state::AppState;

/// The analytics page's figures.
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "InsightsOverview.ts", rename = "InsightsOverview")]
pub struct Overview {
    /// Business currency of every amount.
    pub currency: String,
    /// The IANA zone the days are counted in.
    pub time_zone: String,
    /// The links tab: the looks of the links list.
    pub looks_analytics: ChannelOverview,
    /// The shorts tab.
    pub shorts_analytics: ChannelOverview,
    /// The multilinks tab: multilinks and their experiences (the multilinks list's links), so
    /// every order attributed to a link counts on exactly one tab.
    pub multilinks_analytics: ChannelOverview,
    /// The shopboard tab: the feed page and its post pages.
    pub shopboard_analytics: ChannelOverview,
    /// One row per influencer (the merchant: every influencer of the business; an influencer:
    /// their own), by username.
    pub influencers_insights: Vec<InfluencerInsight>,
}

/// One tab's figures: the [`Figures`] of the previews, with every day of the range in `data`
/// (zeros included; lifetime runs from the first day with activity to today), and the derived
/// rates worked out once here so every screen shows the same (docs/analytics.md#derived-figures).
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "ChannelOverview.ts")]
pub struct ChannelOverview {
    /// The counts, amounts and daily series.
    #[serde(flatten)]
    #[ts(flatten)]
    pub figures: Figures,
    /// Checkouts ÷ views × 100, two decimals; 0 without views.
    pub cr: Option<f64>,
    /// Revenue ÷ checkouts; `null` without checkouts.
    pub aov: Option<String>,
    /// Influencer-credited checkouts ÷ views of influencers' links × 100; 0 without such views.
    pub influencer_cr: Option<f64>,
}

/// One influencer's row of the insights table. Every order counted here is credited to the
/// influencer, so the `influencer_attributed_*` figures equal the plain ones
/// (docs/analytics.md#influencer-insights).
#[derive(Debug, Serialize, TS)]
#[ts(export, export_to = "OverviewInfluencerInsight.ts", rename = "OverviewInfluencerInsight")]
pub struct InfluencerInsight {
    /// The influencer.
    pub username: String,
    /// Their picture.
    pub image: Option<String>,
    /// Whether they are active.
    pub is_active: bool,
    /// Revenue of their orders, total less refunds.
    pub total_revenue: Option<String>,
    /// Refunded on their orders.
    pub total_refunded: Option<String>,
    /// Revenue credited to them.
    pub influencer_attributed_revenue: Option<String>,
    /// What they earned under their commission rules.
    pub commission: Option<String>,
    /// Orders through their links (looks and multilinks).
    #[ts(type = "number | null")]
    pub sales_links: Option<i64>,
    /// The same orders, as credited to them.
    #[ts(type = "number | null")]
    pub influencer_attributed_sales_links: Option<i64>,
    /// Orders through their shorts.
    #[ts(type = "number | null")]
    pub sales_shorts: Option<i64>,
    /// The same orders, as credited to them.
    #[ts(type = "number | null")]
    pub influencer_attributed_sales_shorts: Option<i64>,
    /// Orders with their promocode and no link.
    #[ts(type = "number | null")]
    pub sales_organic: Option<i64>,
    /// Revenue through their links.
    pub revenue_links: Option<String>,
    /// The same revenue, as credited to them.
    pub influencer_attributed_revenue_links: Option<String>,
    /// Revenue through their shorts.
    pub revenue_shorts: Option<String>,
    /// The same revenue, as credited to them.
    pub influencer_attributed_revenue_shorts: Option<String>,
    /// Revenue with their promocode and no link.
    pub revenue_organic: Option<String>,
    /// Views of their links.
    #[ts(type = "number | null")]
    pub links_clicks: Option<i64>,
    /// Views of their shorts.
    #[ts(type = "number | null")]
    pub shorts_clicks: Option<i64>,
}

/// `GET /api/admin/v1/insights/overview`.
#[utoipa::path(get, path = "/api/admin/v1/insights/overview",
    params(("from_date" = Option<String>, Query, description = "first day, YYYY-MM-DD in the business time zone, from 2023-01-01"),
        ("to_date" = Option<String>, Query, description = "last day, YYYY-MM-DD in the business time zone, at most today")),
    responses((status = 200, description = "data: the looks, shorts and shopboard figures, the influencer insights and the currency"),
        (status = 400, description = "bad date"), (status = 401, description = "not signed in")))]
pub async fn overview(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<DateQuery>,
) -> AppResult<HttpResponse> {
    let current = session::require(&state.db, &req).await?;
    let range = DateRange::parse(&query, current.business.zone())?;
    let viewer = Viewer::of(&current);
    let time_zone = current.business.time_zone.clone();
    let out = state.db.run(move |conn| overview_of(conn, &viewer, &time_zone, &range)).await?;
    Ok(envelope::ok(&out))
}

/// Sums of one influencer's rows per channel.
#[derive(Default)]
struct PerChannel(BTreeMap<Channel, Counts>);

impl PerChannel {
    fn of(&self, channel: Channel) -> Counts {
        self.0.get(&channel).copied().unwrap_or_default()
    }
}

/// The rollup rows `viewer` may read over `range`.
fn rows_of(conn: &mut DbConnection, viewer: &Viewer, range: &DateRange) -> AppResult<Vec<(rollups::Key, Counts)>> {
    rollups::read(
        conn,
        &Filter {
            business_id: &viewer.business_id,
            from: range.from,
            to: range.to,
            influencer_id: viewer.influencer_id.as_deref(),
        },
    )
}

/// The tabs' tallies of `rows` (an influencer's code-only orders belong to no tab: they are
/// in the influencer insights), and the days the tabs show.
fn tabs(
    viewer: &Viewer,
    range: &DateRange,
    rows: &[(rollups::Key, Counts)],
) -> (BTreeMap<Channel, Tally>, Vec<NaiveDate>) {
    let mut tallies: BTreeMap<Channel, Tally> = BTreeMap::new();
    for (key, counts) in rows {
        if matches!(key.channel, Channel::Look | Channel::Short | Channel::Multilink | Channel::Shopboard) {
            tallies.entry(key.channel).or_default().absorb(key.day, counts, !key.influencer_id.is_empty());
        }
    }
    let days = range_days(range, rows.iter().map(|(k, _)| k.day).min(), zone::today(viewer.zone));
    (tallies, days)
}

/// One tab of the overview, exactly as the overview answers it: the shopboard's own analytics
/// call reads its tab here.
pub fn tab(conn: &mut DbConnection, viewer: &Viewer, range: &DateRange, of: Channel) -> AppResult<ChannelOverview> {
    let rows = rows_of(conn, viewer, range)?;
    let (mut tallies, days) = tabs(viewer, range, &rows);
    Ok(channel(viewer, tallies.remove(&of).unwrap_or_default(), &days))
}

/// The overview `viewer` may see over `range`.
pub fn overview_of(
    conn: &mut DbConnection,
    viewer: &Viewer,
    time_zone: &str,
    range: &DateRange,
) -> AppResult<Overview> {
    let rows = rows_of(conn, viewer, range)?;
    let (mut tallies, days) = tabs(viewer, range, &rows);
    let mut by_influencer: BTreeMap<String, PerChannel> = BTreeMap::new();
    for (key, counts) in &rows {
        if !key.influencer_id.is_empty() {
            *by_influencer.entry(key.influencer_id.clone()).or_default().0.entry(key.channel).or_default() += *counts;
        }
    }
    let mut people = accounts::influencers_of(conn, &viewer.business_id)?;
    if let Some(own) = viewer.influencer_id.as_deref() {
        people.retain(|p| p.id == own);
    }
    let empty = PerChannel::default();
    let influencers_insights = people
        .into_iter()
        .map(|p| {
            let figures = by_influencer.get(&p.id).unwrap_or(&empty);
            insight_row(viewer, p.username, p.profile_image_url, p.is_active, figures)
        })
        .collect();
    let mut take = |c: Channel| channel(viewer, tallies.remove(&c).unwrap_or_default(), &days);
    Ok(Overview {
        currency: viewer.currency.clone(),
        time_zone: time_zone.to_owned(),
        looks_analytics: take(Channel::Look),
        shorts_analytics: take(Channel::Short),
        multilinks_analytics: take(Channel::Multilink),
        shopboard_analytics: take(Channel::Shopboard),
        influencers_insights,
    })
}

/// Every day of `range`; an open start begins at the first day with activity (none: no days),
/// an open end is today.
fn range_days(range: &DateRange, first_active: Option<NaiveDate>, today: NaiveDate) -> Vec<NaiveDate> {
    let Some(from) = range.from.or(first_active) else { return Vec::new() };
    let to = range.to.unwrap_or(today);
    from.iter_days().take_while(|d| *d <= to).collect()
}

/// A tab's figures over `days`.
fn channel(viewer: &Viewer, mut tally: Tally, days: &[NaiveDate]) -> ChannelOverview {
    for day in days {
        tally.days.entry(*day).or_default();
    }
    let t = tally.total;
    ChannelOverview {
        figures: figures(viewer, &tally),
        cr: viewer.rate(Some(percent(t.checkouts, t.shown_views()))),
        aov: viewer.average(t.revenue_minor, t.checkouts),
        influencer_cr: viewer.rate(Some(percent(t.influencer_checkouts, t.influencer_views))),
    }
}

/// `part ÷ whole × 100` to two decimals; 0 when `whole` is 0.
fn percent(part: i64, whole: i64) -> f64 {
    if whole <= 0 {
        return 0.0;
    }
    (part as f64 * 10_000.0 / whole as f64).round() / 100.0
}

fn insight_row(
    viewer: &Viewer,
    username: String,
    image: Option<String>,
    is_active: bool,
    sums: &PerChannel,
) -> InfluencerInsight {
    let mut links = sums.of(Channel::Look);
    links += sums.of(Channel::Multilink);
    let shorts = sums.of(Channel::Short);
    let organic = sums.of(Channel::Organic);
    let mut all = links;
    all += shorts;
    all += organic;
    let earns = viewer.permissions.commission_enabled;
    InfluencerInsight {
        username,
        image,
        is_active,
        total_revenue: viewer.money(all.revenue_minor),
        total_refunded: viewer.money(all.refunded_minor),
        influencer_attributed_revenue: viewer.money(all.revenue_minor),
        commission: earns.then(|| crate::money::decimal(all.commission_minor, &viewer.currency)),
        sales_links: viewer.sales(links.orders),
        influencer_attributed_sales_links: viewer.sales(links.orders),
        sales_shorts: viewer.sales(shorts.orders),
        influencer_attributed_sales_shorts: viewer.sales(shorts.orders),
        sales_organic: viewer.sales(organic.orders),
        revenue_links: viewer.money(links.revenue_minor),
        influencer_attributed_revenue_links: viewer.money(links.revenue_minor),
        revenue_shorts: viewer.money(shorts.revenue_minor),
        influencer_attributed_revenue_shorts: viewer.money(shorts.revenue_minor),
        revenue_organic: viewer.money(organic.revenue_minor),
        links_clicks: viewer.clicks(links.views.max(links.checkout_requests)),
        shorts_clicks: viewer.clicks(shorts.views.max(shorts.checkout_requests)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().expect("day")
    }

    #[test]
    fn a_range_holds_every_day_and_lifetime_starts_at_the_first_activity() {
        let today = day("2026-11-25");
        let week = DateRange { from: Some(day("2026-11-19")), to: Some(today) };
        assert_eq!(range_days(&week, None, today).len(), 7);
        let lifetime = DateRange::default();
        assert_eq!(range_days(&lifetime, Some(day("2026-11-24")), today), vec![day("2026-11-24"), today]);
        assert!(range_days(&lifetime, None, today).is_empty());
        assert_eq!((percent(1, 3), percent(2, 0), percent(5, 4)), (33.33, 0.0, 125.0));
    }
}
