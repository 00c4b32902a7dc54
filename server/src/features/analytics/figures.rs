//! The `Figures` of links/docs: visits, views, adds and checkout requests from the click
//! writer's daily rollups; checkouts, revenue and tax from the attributed orders. Sums are
//! integers (money in minor units) until the answer is built; revenue is net of refunds
//! (`total − refunded`), tax is the order's tax. Days are the business's: an event on its
//! day in the business's zone, an order on the day it was placed there.
//!
//! The daily map holds only days with activity; the chart fills missing days with zeros
//! (docs/analytics.md#figures), so the server does not send runs of empty days.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use diesel::prelude::*;
use serde::Serialize;
use ts_rs::TS;

use super::dates::DateRange;
use crate::db::schema::{link_daily_stats, order_attributions, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::viewer::Viewer;
use crate::features::rollups::Counts;

/// One link's events of one day.
#[derive(Debug, Clone)]
pub struct EventRow {
    /// The link that served.
    pub link_id: String,
    /// Day in the business's zone.
    pub day: NaiveDate,
    /// Counted views.
    pub views: i64,
    /// Views by visitors new to the link (visits).
    pub unique_views: i64,
    /// Add-to-cart events.
    pub adds: i64,
    /// Checkout hand-offs.
    pub checkout_requests: i64,
}

/// One attributed order.
#[derive(Debug, Clone)]
pub struct SaleRow {
    /// The link it is attributed to.
    pub link_id: String,
    /// Day it was placed, in the business's zone.
    pub day: NaiveDate,
    /// Total less refunds, minor units.
    pub net_minor: i64,
    /// Tax, minor units.
    pub tax_minor: i64,
    /// Whether an influencer is credited with it.
    pub by_influencer: bool,
}

/// The daily rollups of the business's links, or of `links` only, within `range`.
pub fn load_events(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    range: &DateRange,
) -> AppResult<Vec<EventRow>> {
    let mut q = link_daily_stats::table.filter(link_daily_stats::business_id.eq(business_id)).into_boxed();
    if let Some(ids) = links {
        q = q.filter(link_daily_stats::link_id.eq_any(ids.to_vec()));
    }
    if let Some(from) = range.from {
        q = q.filter(link_daily_stats::day.ge(from));
    }
    if let Some(to) = range.to {
        q = q.filter(link_daily_stats::day.le(to));
    }
    let rows: Vec<(String, NaiveDate, i64, i64, i64, i64)> = q
        .select((
            link_daily_stats::link_id,
            link_daily_stats::day,
            link_daily_stats::views,
            link_daily_stats::unique_views,
            link_daily_stats::adds,
            link_daily_stats::checkout_requests,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(link_id, day, views, unique_views, adds, checkout_requests)| EventRow {
            link_id,
            day,
            views,
            unique_views,
            adds,
            checkout_requests,
        })
        .collect())
}

/// The business's attributed orders placed within `range`, limited to `links` and to the
/// orders credited to `influencer` when given.
pub fn load_sales(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    influencer: Option<&str>,
    range: &DateRange,
) -> AppResult<Vec<SaleRow>> {
    // Link sales only: an order credited to an influencer's promocode alone has no link.
    let mut q = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id))
        .filter(orders::business_id.eq(business_id))
        .filter(order_attributions::link_id.is_not_null())
        .into_boxed();
    if let Some(ids) = links {
        q = q.filter(order_attributions::link_id.eq_any(ids.to_vec()));
    }
    if let Some(inf) = influencer {
        q = q.filter(order_attributions::influencer_id.eq(inf.to_owned()));
    }
    if let Some(from) = range.from {
        q = q.filter(orders::local_day.ge(from));
    }
    if let Some(to) = range.to {
        q = q.filter(orders::local_day.le(to));
    }
    let rows: Vec<(String, Option<String>, NaiveDate, i64, i64, i64)> = q
        .select((
            order_attributions::link_id.assume_not_null(),
            order_attributions::influencer_id,
            orders::local_day,
            orders::total_minor,
            orders::refunded_minor,
            orders::tax_minor,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(link_id, influencer_id, day, total, refunded, tax)| SaleRow {
            link_id,
            day,
            net_minor: (total - refunded).max(0),
            tax_minor: tax,
            by_influencer: influencer_id.is_some(),
        })
        .collect())
}

/// Integer sums of a period or a day.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Totals {
    /// Counted views.
    pub views: i64,
    /// Unique visitors.
    pub visits: i64,
    /// Adds to cart.
    pub adds: i64,
    /// Checkout requests.
    pub requested: i64,
    /// Attributed orders.
    pub checkouts: i64,
    /// Net revenue, minor units.
    pub revenue_minor: i64,
    /// Tax, minor units.
    pub tax_minor: i64,
    /// Orders credited to an influencer.
    pub influencer_checkouts: i64,
    /// Their net revenue, minor units.
    pub influencer_revenue_minor: i64,
    /// Views of links that belong to an influencer (rollups only).
    pub influencer_views: i64,
}

impl Totals {
    /// Views as every screen shows them (docs/analytics.md#definitions): counted views, never
    /// fewer than the checkout requests or checkouts, since each of those began with a view (a
    /// view's event can be stored after its order).
    pub fn shown_views(&self) -> i64 {
        self.views.max(self.requested).max(self.checkouts)
    }

    /// Adds a day of events.
    pub fn event(&mut self, e: &EventRow) {
        self.views += e.views;
        self.visits += e.unique_views;
        self.adds += e.adds;
        self.requested += e.checkout_requests;
    }

    /// Adds a rollup row; `by_influencer` when its orders are credited to an influencer.
    pub fn absorb(&mut self, c: &Counts, by_influencer: bool) {
        self.views += c.views;
        self.visits += c.visits;
        self.adds += c.adds;
        self.requested += c.checkout_requests;
        self.checkouts += c.orders;
        self.revenue_minor += c.revenue_minor;
        self.tax_minor += c.tax_minor;
        if by_influencer {
            self.influencer_checkouts += c.orders;
            self.influencer_revenue_minor += c.revenue_minor;
            self.influencer_views += c.views;
        }
    }

    /// Adds an order.
    pub fn sale(&mut self, s: &SaleRow) {
        self.checkouts += 1;
        self.revenue_minor += s.net_minor;
        self.tax_minor += s.tax_minor;
        if s.by_influencer {
            self.influencer_checkouts += 1;
            self.influencer_revenue_minor += s.net_minor;
        }
    }
}

/// Totals of a period and of each of its days.
#[derive(Debug, Clone, Default)]
pub struct Tally {
    /// The whole period.
    pub total: Totals,
    /// Days with activity.
    pub days: BTreeMap<NaiveDate, Totals>,
}

impl Tally {
    /// Adds a day of events.
    pub fn event(&mut self, e: &EventRow) {
        self.total.event(e);
        self.days.entry(e.day).or_default().event(e);
    }

    /// Adds an order.
    pub fn sale(&mut self, s: &SaleRow) {
        self.total.sale(s);
        self.days.entry(s.day).or_default().sale(s);
    }

    /// Adds a rollup row of `day`.
    pub fn absorb(&mut self, day: NaiveDate, c: &Counts, by_influencer: bool) {
        self.total.absorb(c, by_influencer);
        self.days.entry(day).or_default().absorb(c, by_influencer);
    }

    /// A tally of the given rows.
    pub fn of<'a>(
        events: impl IntoIterator<Item = &'a EventRow>,
        sales: impl IntoIterator<Item = &'a SaleRow>,
    ) -> Self {
        let mut tally = Tally::default();
        events.into_iter().for_each(|e| tally.event(e));
        sales.into_iter().for_each(|s| tally.sale(s));
        tally
    }
}

/// Figures of a link, a kind of link, or a multilink (links/docs "Figures"). `null` where the
/// viewer has no permission.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkFigures.ts", rename = "LinkFigures")]
pub struct Figures {
    /// Business currency of every amount.
    pub currency: String,
    /// Unique visitors.
    #[ts(type = "number | null")]
    pub visits: Option<i64>,
    /// Views (docs/analytics.md#definitions), the figure shown as Views and as Clicks.
    #[ts(type = "number | null")]
    pub views: Option<i64>,
    /// Attributed orders.
    #[ts(type = "number | null")]
    pub checkouts: Option<i64>,
    /// Net revenue, decimal string.
    pub revenue: Option<String>,
    /// Checkout requests.
    #[ts(type = "number | null")]
    pub requested_checkouts: Option<i64>,
    /// Tax, decimal string.
    pub total_tax: Option<String>,
    /// Net revenue of the orders credited to an influencer.
    pub influencer_attributed_revenue: Option<String>,
    /// Orders credited to an influencer.
    #[ts(type = "number | null")]
    pub influencer_attributed_checkouts: Option<i64>,
    /// Days with activity, `YYYY-MM-DD` (missing days are zero).
    pub data: BTreeMap<String, DayFigures>,
}

/// One day of [`Figures`].
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "LinkDayFigures.ts", rename = "LinkDayFigures")]
pub struct DayFigures {
    /// Unique visitors.
    #[ts(type = "number | null")]
    pub visits: Option<i64>,
    /// Counted views.
    #[ts(type = "number | null")]
    pub views: Option<i64>,
    /// Adds to cart.
    #[ts(type = "number | null")]
    pub adds: Option<i64>,
    /// Checkout requests.
    #[ts(type = "number | null")]
    pub requested_checkouts: Option<i64>,
    /// Attributed orders.
    #[ts(type = "number | null")]
    pub checkouts: Option<i64>,
    /// Net revenue.
    pub revenue: Option<String>,
    /// Tax.
    pub total_tax: Option<String>,
}

/// The viewer's [`Figures`] of a tally.
pub fn figures(viewer: &Viewer, tally: &Tally) -> Figures {
    let t = &tally.total;
    Figures {
        currency: viewer.currency.clone(),
        visits: viewer.clicks(t.visits),
        views: viewer.clicks(t.shown_views()),
        checkouts: viewer.sales(t.checkouts),
        revenue: viewer.money(t.revenue_minor),
        requested_checkouts: viewer.sales(t.requested),
        total_tax: viewer.money(t.tax_minor),
        influencer_attributed_revenue: viewer.money(t.influencer_revenue_minor),
        influencer_attributed_checkouts: viewer.sales(t.influencer_checkouts),
        data: tally
            .days
            .iter()
            .map(|(day, d)| {
                (
                    day.format("%Y-%m-%d").to_string(),
                    DayFigures {
                        visits: viewer.clicks(d.visits),
                        views: viewer.clicks(d.shown_views()),
                        adds: viewer.clicks(d.adds),
                        requested_checkouts: viewer.sales(d.requested),
                        checkouts: viewer.sales(d.checkouts),
                        revenue: viewer.money(d.revenue_minor),
                        total_tax: viewer.money(d.tax_minor),
                    },
                )
            })
            .collect(),
    }
}
