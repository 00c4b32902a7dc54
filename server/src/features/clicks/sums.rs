//! The sums readers ask of the click rollups and events: a link's daily counts
//! (`link_daily_stats`), its per-product counts (`link_product_stats`) and its adds of a time
//! window (`link_events`). Readers name links by id; which links make a figure (a multilink's
//! experiences, an influencer's links) is theirs to say, so every function takes the ids.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use super::EventKind;
use crate::db::schema::{link_daily_stats, link_events, link_product_stats};
use crate::db::DbConnection;
use crate::error::AppResult;

/// One link's counts of one day.
#[derive(Debug, Clone)]
pub struct LinkDay {
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

/// The daily counts of `business_id`'s links, or of `links` only, on the days from `from` to
/// `to` (both inclusive, the business's days; `None` is open).
pub fn daily_counts(
    conn: &mut DbConnection,
    business_id: &str,
    links: Option<&[String]>,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
) -> AppResult<Vec<LinkDay>> {
    let mut q = link_daily_stats::table.filter(link_daily_stats::business_id.eq(business_id)).into_boxed();
    if let Some(ids) = links {
        q = q.filter(link_daily_stats::link_id.eq_any(ids.to_vec()));
    }
    if let Some(from) = from {
        q = q.filter(link_daily_stats::day.ge(from));
    }
    if let Some(to) = to {
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
        .map(|(link_id, day, views, unique_views, adds, checkout_requests)| LinkDay {
            link_id,
            day,
            views,
            unique_views,
            adds,
            checkout_requests,
        })
        .collect())
}

/// Link ids bound in one statement at most (SQLite allows 32,766 parameters, PostgreSQL 65,535).
const ID_SLICE: usize = 5_000;

/// One product's lifetime counts on one link.
#[derive(Debug, Clone)]
pub struct ProductOnLink {
    /// The link.
    pub link_id: String,
    /// Store product id.
    pub product_id: String,
    /// Views of the link while it showed the product.
    pub views: i64,
    /// Adds of the product there.
    pub adds: i64,
}

/// The lifetime per-product counts of `links`, or only those of `product` when given. The ids
/// go in slices, so a business with more links than a statement may bind is still answered.
pub fn product_counts(
    conn: &mut DbConnection,
    links: &[String],
    product: Option<&str>,
) -> AppResult<Vec<ProductOnLink>> {
    let mut out = Vec::new();
    for slice in links.chunks(ID_SLICE) {
        let mut q = link_product_stats::table.filter(link_product_stats::link_id.eq_any(slice)).into_boxed();
        if let Some(product) = product {
            q = q.filter(link_product_stats::product_shopify_id.eq(product.to_owned()));
        }
        let rows: Vec<(String, String, i64, i64)> = q
            .select((
                link_product_stats::link_id,
                link_product_stats::product_shopify_id,
                link_product_stats::views,
                link_product_stats::adds,
            ))
            .load(conn)?;
        out.extend(rows.into_iter().map(|(link_id, product_id, views, adds)| ProductOnLink {
            link_id,
            product_id,
            views,
            adds,
        }));
    }
    Ok(out)
}

/// Adds to cart per product on `business_id`'s `links` stored from `from` (inclusive) to `to`
/// (exclusive), UTC; `None` is open. The exact count of a window, from the raw events: a post's
/// or a link's adds within a range are few enough to count one by one.
pub fn adds_between(
    conn: &mut DbConnection,
    business_id: &str,
    links: &[String],
    from: Option<NaiveDateTime>,
    to: Option<NaiveDateTime>,
) -> AppResult<HashMap<String, i64>> {
    let mut adds = link_events::table
        .filter(link_events::business_id.eq(business_id))
        .filter(link_events::link_id.eq_any(links))
        .filter(link_events::kind.eq(EventKind::Add.as_db()))
        .filter(link_events::product_shopify_id.is_not_null())
        .into_boxed();
    if let Some(from) = from {
        adds = adds.filter(link_events::created_at.ge(from));
    }
    if let Some(to) = to {
        adds = adds.filter(link_events::created_at.lt(to));
    }
    let mut out: HashMap<String, i64> = HashMap::new();
    for product in adds.select(link_events::product_shopify_id.assume_not_null()).load::<String>(conn)? {
        *out.entry(product).or_default() += 1;
    }
    Ok(out)
}
