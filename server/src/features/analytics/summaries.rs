//! Lifetime figures for a page of links at once (the `link_analytics` of each `LinkOut`, and a
//! multilink's `analytics` and experiences' figures): three queries whatever the page size. A
//! multilink id sums its experiences (see [`super::scope`]).

use std::collections::HashMap;

use super::dates::DateRange;
use super::figures::{load_events, load_sales, Totals};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::session::Session;
use crate::features::accounts::viewer::Viewer;
use crate::features::links::LifetimeFigures;
use crate::features::links::LinkAnalyticsOut;

/// A link's lifetime figures, all the business's orders included, in integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LinkSummary {
    /// Business currency.
    pub currency: String,
    /// Unique visitors.
    pub visits: i64,
    /// Views as shown ([`Totals::shown_views`]).
    pub views: i64,
    /// Attributed orders.
    pub checkouts: i64,
    /// Net revenue, minor units.
    pub revenue_minor: i64,
    /// Tax, minor units.
    pub total_tax_minor: i64,
    /// Checkout requests.
    pub requested_checkouts: i64,
}

impl LinkSummary {
    /// The wire shape, `null` where `viewer` has no permission.
    pub fn out(&self, viewer: &Viewer) -> LinkAnalyticsOut {
        LinkAnalyticsOut {
            currency: self.currency.clone(),
            visits: viewer.clicks(self.visits),
            views: viewer.clicks(self.views),
            checkouts: viewer.sales(self.checkouts),
            revenue: viewer.money(self.revenue_minor),
            requested_checkouts: viewer.sales(self.requested_checkouts),
            total_tax: viewer.money(self.total_tax_minor),
        }
    }
}

/// Lifetime summaries of `link_ids` (ids of other businesses are ignored, unknown ids answer
/// zeros). Orders count whoever they are credited to; an influencer's list should use
/// [`link_summaries_for`].
pub fn link_summaries(
    conn: &mut DbConnection,
    business_id: &str,
    link_ids: &[String],
) -> AppResult<HashMap<String, LinkSummary>> {
    summaries(conn, business_id, link_ids, None)
}

/// [`link_summaries`] as `viewer` counts them: an influencer's only with the orders credited
/// to them. Mask with [`LinkSummary::out`].
pub fn link_summaries_for(
    conn: &mut DbConnection,
    viewer: &Viewer,
    link_ids: &[String],
) -> AppResult<HashMap<String, LinkSummary>> {
    summaries(conn, &viewer.business_id, link_ids, viewer.influencer_id.as_deref())
}

fn summaries(
    conn: &mut DbConnection,
    business_id: &str,
    link_ids: &[String],
    influencer: Option<&str>,
) -> AppResult<HashMap<String, LinkSummary>> {
    let currency = crate::features::accounts::currency_of(conn, business_id)?;
    // Each member row (a link, or an experience of a requested multilink) → the requested id.
    let members = crate::features::links::with_experiences(conn, business_id, link_ids)?;
    let mut owner: HashMap<String, Vec<String>> = HashMap::new();
    for (id, parent) in members {
        let mut to = Vec::new();
        if link_ids.contains(&id) {
            to.push(id.clone());
        }
        if let Some(parent) = parent.filter(|p| link_ids.contains(p)) {
            to.push(parent);
        }
        owner.insert(id, to);
    }
    let ids: Vec<String> = owner.keys().cloned().collect();
    let lifetime = DateRange::default();
    let mut totals: HashMap<String, Totals> = HashMap::new();
    for e in load_events(conn, business_id, Some(&ids), &lifetime)? {
        for to in owner.get(&e.link_id).into_iter().flatten() {
            totals.entry(to.clone()).or_default().event(&e);
        }
    }
    for s in load_sales(conn, business_id, Some(&ids), influencer, &lifetime)? {
        for to in owner.get(&s.link_id).into_iter().flatten() {
            totals.entry(to.clone()).or_default().sale(&s);
        }
    }
    Ok(link_ids
        .iter()
        .map(|id| {
            let t = totals.get(id).copied().unwrap_or_default();
            let summary = LinkSummary {
                currency: currency.clone(),
                visits: t.visits,
                views: t.shown_views(),
                checkouts: t.checkouts,
                revenue_minor: t.revenue_minor,
                total_tax_minor: t.tax_minor,
                requested_checkouts: t.requested,
            };
            (id.clone(), summary)
        })
        .collect())
}

/// The lifetime figures link lists show, registered for the links feature at startup.
pub struct Lifetime;

impl LifetimeFigures for Lifetime {
    fn of(
        &self,
        conn: &mut DbConnection,
        session: &Session,
        link_ids: &[String],
    ) -> AppResult<HashMap<String, LinkAnalyticsOut>> {
        let viewer = Viewer::of(session);
        let summaries = link_summaries_for(conn, &viewer, link_ids)?;
        Ok(summaries.into_iter().map(|(id, s)| (id, s.out(&viewer))).collect())
    }
}
