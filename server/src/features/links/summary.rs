//! Lifetime figures of links for lists and reads: unique visitors and checkout hand-offs from
//! the click writer's daily rollups, orders and revenue (net of refunds) from attributed orders.
//! A multilink's figures are its experiences' together.

use std::collections::HashMap;

use diesel::prelude::*;

use super::wire::LinkAnalyticsSummary;
use crate::db::schema::{link_daily_stats, links, order_attributions, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::orders::currency;

/// Figures per link id (every id asked for has an entry).
pub fn link_summaries(
    conn: &mut DbConnection,
    business_id: &str,
    currency_code: &str,
    ids: &[String],
) -> AppResult<HashMap<String, LinkAnalyticsSummary>> {
    // Which served link ids count for each asked id: itself and, for a multilink, its children.
    let children: Vec<(String, Option<String>)> = links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::parent_id.eq_any(ids))
        .select((links::id, links::parent_id))
        .load(conn)?;
    let mut owner: HashMap<String, String> = ids.iter().map(|id| (id.clone(), id.clone())).collect();
    for (child, parent) in children {
        if let Some(parent) = parent {
            owner.insert(child, parent);
        }
    }
    let served: Vec<String> = owner.keys().cloned().collect();
    let mut minor: HashMap<String, (i64, i64, i64, i64, i64)> = HashMap::new();
    // One row per link and day; summed here because SQL SUM of BIGINT is NUMERIC on PostgreSQL.
    let daily: Vec<(String, i64, i64)> = link_daily_stats::table
        .filter(link_daily_stats::link_id.eq_any(&served))
        .select((link_daily_stats::link_id, link_daily_stats::unique_views, link_daily_stats::checkout_requests))
        .load(conn)?;
    for (link, visits, requested) in daily {
        let entry = minor.entry(owner[&link].clone()).or_default();
        entry.0 += visits;
        entry.3 += requested;
    }
    let sold: Vec<(String, i64, i64, i64)> = order_attributions::table
        .inner_join(orders::table)
        .filter(order_attributions::business_id.eq(business_id))
        .filter(order_attributions::link_id.eq_any(&served))
        .select((order_attributions::link_id, orders::total_minor, orders::refunded_minor, orders::tax_minor))
        .load(conn)?;
    for (link, total, refunded, tax) in sold {
        let entry = minor.entry(owner[&link].clone()).or_default();
        entry.1 += 1;
        entry.2 += total - refunded;
        entry.4 += tax;
    }
    Ok(ids
        .iter()
        .map(|id| {
            let (visits, checkouts, revenue, requested, tax) = minor.get(id).copied().unwrap_or_default();
            let summary = LinkAnalyticsSummary {
                currency: currency_code.to_owned(),
                visits,
                checkouts,
                revenue: currency::to_decimal(revenue, currency_code),
                requested_checkouts: requested,
                total_tax: currency::to_decimal(tax, currency_code),
            };
            (id.clone(), summary)
        })
        .collect())
}
