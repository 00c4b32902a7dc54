//! Storing a batch: the events, the first sighting of each visitor per link (a view is unique
//! when it inserts that row), and the daily and per-product rollups, all in the caller's
//! transaction.
//!
//! Uniqueness is decided with one indexed read per chunk of visitors and the rows go in as
//! multi-row inserts, so a batch costs a handful of statements, not two per event.
//!
//! The rollups and the visitor rows need `ON CONFLICT`, which diesel's `MultiConnection` does
//! not offer, so the batch is written against the concrete connection of each backend by one
//! macro body (the statements are the same; only the connection type differs).

use std::collections::{BTreeMap, BTreeSet, HashSet};

use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::upsert::excluded;

use super::event::{ClickEvent, EventKind};
use crate::db::schema::{link_daily_stats, link_events, link_product_stats, link_visitors};
use crate::db::DbConnection;
use crate::error::AppResult;

/// Rows per multi-row statement (11 columns × 400 stays far below both backends' bind limits).
const CHUNK: usize = 400;

/// Counts of one link on one day: views, unique views, adds, checkout requests.
#[derive(Default)]
struct Daily {
    business_id: String,
    views: i64,
    unique_views: i64,
    adds: i64,
    checkout_requests: i64,
}

/// The statements of [`write`], for one concrete connection.
macro_rules! write_batch {
    ($conn:expr, $events:expr) => {{
        let conn = $conn;
        let events: &[ClickEvent] = $events;
        // Unique views: the (link, visitor) pairs of this batch's views not seen before. One
        // indexed read per chunk of visitors instead of one insert attempt per event.
        let views: Vec<&ClickEvent> = events.iter().filter(|e| e.kind == EventKind::View).collect();
        let view_links: BTreeSet<&str> = views.iter().map(|e| e.link_id.as_str()).collect();
        let view_links: Vec<&str> = view_links.into_iter().collect();
        let visitors: BTreeSet<&str> = views.iter().map(|e| e.visitor_id.as_str()).collect();
        let visitors: Vec<&str> = visitors.into_iter().collect();
        let mut seen: HashSet<(String, String)> = HashSet::new();
        for chunk in visitors.chunks(CHUNK) {
            let known: Vec<(String, String)> = link_visitors::table
                .filter(link_visitors::link_id.eq_any(&view_links))
                .filter(link_visitors::visitor_id.eq_any(chunk))
                .select((link_visitors::link_id, link_visitors::visitor_id))
                .load(conn)?;
            seen.extend(known);
        }
        let mut unique: HashSet<&str> = HashSet::new();
        let mut first_seen = Vec::new();
        for e in &views {
            if seen.insert((e.link_id.clone(), e.visitor_id.clone())) {
                unique.insert(e.id.as_str());
                first_seen.push((
                    link_visitors::link_id.eq(&e.link_id),
                    link_visitors::visitor_id.eq(&e.visitor_id),
                    link_visitors::first_seen_at.eq(e.created_at),
                ));
            }
        }
        for chunk in first_seen.chunks(CHUNK) {
            // Another instance may have seen the visitor meanwhile; the row is kept once.
            diesel::insert_into(link_visitors::table).values(chunk.to_vec()).on_conflict_do_nothing().execute(conn)?;
        }
        let rows: Vec<_> = events
            .iter()
            .map(|e| {
                (
                    link_events::id.eq(&e.id),
                    link_events::business_id.eq(&e.business_id),
                    link_events::link_id.eq(&e.link_id),
                    link_events::root_link_id.eq(&e.root_link_id),
                    link_events::kind.eq(e.kind.as_db()),
                    link_events::click_id.eq(&e.click_id),
                    link_events::visitor_id.eq(&e.visitor_id),
                    link_events::unique_view.eq(unique.contains(e.id.as_str())),
                    link_events::product_shopify_id.eq(e.product_shopify_id.as_deref()),
                    link_events::device.eq(e.device.as_db()),
                    link_events::created_at.eq(e.created_at),
                )
            })
            .collect();
        for chunk in rows.chunks(CHUNK) {
            diesel::insert_into(link_events::table).values(chunk.to_vec()).execute(conn)?;
        }
        let mut daily: BTreeMap<(&str, NaiveDate), Daily> = BTreeMap::new();
        let mut products: BTreeMap<(&str, &str), (i64, i64)> = BTreeMap::new();
        for e in events {
            let day = daily.entry((e.link_id.as_str(), e.created_at.date())).or_default();
            day.business_id.clone_from(&e.business_id);
            match e.kind {
                EventKind::View => {
                    day.views += 1;
                    day.unique_views += i64::from(unique.contains(e.id.as_str()));
                }
                EventKind::Add => day.adds += 1,
                EventKind::Checkout => day.checkout_requests += 1,
            }
            match (e.kind, e.product_shopify_id.as_deref()) {
                (EventKind::View, _) => {
                    for product in e.shown_products.iter() {
                        products.entry((e.link_id.as_str(), product.as_str())).or_default().0 += 1;
                    }
                }
                (EventKind::Add, Some(product)) => products.entry((e.link_id.as_str(), product)).or_default().1 += 1,
                _ => {}
            }
        }
        for ((link, day), d) in &daily {
            diesel::insert_into(link_daily_stats::table)
                .values((
                    link_daily_stats::link_id.eq(*link),
                    link_daily_stats::day.eq(*day),
                    link_daily_stats::business_id.eq(&d.business_id),
                    link_daily_stats::views.eq(d.views),
                    link_daily_stats::unique_views.eq(d.unique_views),
                    link_daily_stats::adds.eq(d.adds),
                    link_daily_stats::checkout_requests.eq(d.checkout_requests),
                ))
                .on_conflict((link_daily_stats::link_id, link_daily_stats::day))
                .do_update()
                .set((
                    link_daily_stats::views.eq(link_daily_stats::views + excluded(link_daily_stats::views)),
                    link_daily_stats::unique_views
                        .eq(link_daily_stats::unique_views + excluded(link_daily_stats::unique_views)),
                    link_daily_stats::adds.eq(link_daily_stats::adds + excluded(link_daily_stats::adds)),
                    link_daily_stats::checkout_requests
                        .eq(link_daily_stats::checkout_requests + excluded(link_daily_stats::checkout_requests)),
                ))
                .execute(conn)?;
        }
        for ((link, product), (views, adds)) in &products {
            diesel::insert_into(link_product_stats::table)
                .values((
                    link_product_stats::link_id.eq(*link),
                    link_product_stats::product_shopify_id.eq(*product),
                    link_product_stats::views.eq(*views),
                    link_product_stats::adds.eq(*adds),
                ))
                .on_conflict((link_product_stats::link_id, link_product_stats::product_shopify_id))
                .do_update()
                .set((
                    link_product_stats::views.eq(link_product_stats::views + excluded(link_product_stats::views)),
                    link_product_stats::adds.eq(link_product_stats::adds + excluded(link_product_stats::adds)),
                ))
                .execute(conn)?;
        }
    }};
}

/// Writes `events` (in the caller's transaction).
pub fn write(conn: &mut DbConnection, events: &[ClickEvent]) -> AppResult<()> {
    match conn {
        DbConnection::Sqlite(c) => write_batch!(c, events),
        DbConnection::Postgres(c) => write_batch!(c, events),
    }
    Ok(())
}
