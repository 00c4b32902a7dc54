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
use serde::Serialize;
use ts_rs::TS;

use super::dates::DateRange;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::viewer::Viewer;
use crate::features::rollups::Counts;
use crate::features::{clicks, orders};

/// One link's events of one day (the click rollups' row).
pub use crate::features::clicks::LinkDay as EventRow;

/// One attributed order.
pub use crate::features::orders::LinkSale as SaleRow;

/// The daily rollups of the business's links, or of `links` only, within `range`.
pub fn load_events(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    range: &DateRange,
) -> AppResult<Vec<EventRow>> {
    clicks::daily_counts(conn, business_id, links, range.from, range.to)
}

/// The business's orders attributed to a link placed within `range`, limited to `links` and to
/// the orders credited to `influencer` when given.
pub fn load_sales(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    influencer: Option<&str>,
    range: &DateRange,
) -> AppResult<Vec<SaleRow>> {
    orders::link_sales(conn, &sales_of(business_id, links, influencer, range))
}

/// The attributed orders of `business_id` within `range`, of `links` and credited to
/// `influencer` when given, as the orders feature takes them.
pub fn sales_of<'a>(
    business_id: &'a str,
    links: Option<&'a [String]>,
    influencer: Option<&'a str>,
    range: &DateRange,
) -> orders::Sales<'a> {
    orders::Sales { business_id, links, influencer_id: influencer, from: range.from, to: range.to }
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
