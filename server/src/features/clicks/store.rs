//! Storing a batch of events in the caller's transaction: the first sighting of each visitor per
//! link (a view is unique when it inserts that row), the raw events, the per-link daily and
//! per-product rollups, and the business-wide daily rollups (`traffic`). Days are the
//! business's local days.
//!
//! Uniqueness costs no separate read: a first sighting is an insert that skips pairs already
//! known (`ON CONFLICT DO NOTHING`), and what it inserted says which views were first.
//! - On PostgreSQL a batch is a fixed handful of statements: the sightings and the events are
//!   each sent as one array per column and inserted through `UNNEST` (one statement, one parse,
//!   whatever the batch size; `RETURNING` names the new pairs), and each rollup table gets one
//!   multi-row upsert.
//! - On SQLite, which runs in this process and has no network round trip, one prepared
//!   statement per table is run once per row: parsing a multi-row statement of thousands of
//!   rows cost more than its rows (a sixth of the importer's time in `perf`), and a single-row
//!   statement is prepared once and kept in diesel's statement cache. Its affected-row count
//!   says whether a sighting was new.
//!
//! Event, click and visitor ids start with the time (`ids::new_ordered_id`), so every one of
//! these inserts lands at the right-hand end of its index and its cost does not grow with the
//! rows a link already has. A visitor first seen long ago who opens a link for the first time
//! is the exception: that sighting lands inside the link's range (one page, like any B-tree
//! insert).

use std::collections::{BTreeMap, HashSet};

use chrono::{NaiveDate, NaiveDateTime};
use diesel::pg::PgConnection;
use diesel::prelude::*;
use diesel::sql_types::{Array, Bool, Nullable, Text, Timestamp};
use diesel::sqlite::SqliteConnection;
use diesel::upsert::excluded;

use super::event::{ClickEvent, EventKind};
use super::traffic::{tally, Context};
use crate::db::schema::{link_daily_stats, link_events, link_product_stats, link_visitors};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::rollups::Counts;

/// Rows per multi-row rollup upsert (7 columns × 2,000 stays below SQLite's 32,766 bound
/// variables).
const ROLLUP_ROWS: usize = 2_000;

/// Counts of one link on one day: views, unique views (`visits`), adds, checkout requests.
#[derive(Default)]
struct Daily {
    business_id: String,
    counts: Counts,
}

/// One multi-row upsert per rollup table, for one concrete connection (`ON CONFLICT` is not
/// offered on diesel's `MultiConnection`; the statements are the same on both backends).
macro_rules! upsert_rollups {
    ($conn:expr, $daily:expr, $products:expr) => {{
        let conn = $conn;
        let days: Vec<_> = $daily
            .iter()
            .map(|((link, day), d)| {
                (
                    link_daily_stats::link_id.eq(*link),
                    link_daily_stats::day.eq(*day),
                    link_daily_stats::business_id.eq(d.business_id.as_str()),
                    link_daily_stats::views.eq(d.counts.views),
                    link_daily_stats::unique_views.eq(d.counts.visits),
                    link_daily_stats::adds.eq(d.counts.adds),
                    link_daily_stats::checkout_requests.eq(d.counts.checkout_requests),
                )
            })
            .collect();
        for chunk in days.chunks(ROLLUP_ROWS) {
            diesel::insert_into(link_daily_stats::table)
                .values(chunk.to_vec())
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
        let products: Vec<_> = $products
            .iter()
            .map(|((link, product), (views, adds))| {
                (
                    link_product_stats::link_id.eq(*link),
                    link_product_stats::product_shopify_id.eq(*product),
                    link_product_stats::views.eq(*views),
                    link_product_stats::adds.eq(*adds),
                )
            })
            .collect();
        for chunk in products.chunks(ROLLUP_ROWS) {
            diesel::insert_into(link_product_stats::table)
                .values(chunk.to_vec())
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
    // A visitor's views of a link within one batch: only the first can be a first sighting.
    let mut pairs: HashSet<(&str, &str)> = HashSet::with_capacity(events.len());
    let sightings: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind == EventKind::View && pairs.insert((e.link_id.as_str(), e.visitor_id.as_str())))
        .map(|(i, _)| i)
        .collect();
    let new = match conn {
        DbConnection::Sqlite(c) => sqlite::sightings(c, events, &sightings)?,
        DbConnection::Postgres(c) => postgres::sightings(c, events, &sightings)?,
    };
    let mut unique = vec![false; events.len()];
    for (&i, is_new) in sightings.iter().zip(new) {
        unique[i] = is_new;
    }
    // Before the batch's own adds are stored: a visit's earlier adds are read from the table.
    let co_adds = super::coadds::co_adds(conn, events)?;
    match conn {
        DbConnection::Sqlite(c) => sqlite::events(c, events, &unique)?,
        DbConnection::Postgres(c) => postgres::events(c, events, &unique)?,
    }
    for (business_id, changes) in &co_adds {
        changes.apply(conn, business_id)?;
    }
    let context = Context::load(conn, events)?;
    let days: Vec<NaiveDate> = events.iter().map(|e| context.day(e)).collect();
    let (daily, products) = rollups(events, &days, &unique);
    match conn {
        DbConnection::Sqlite(c) => upsert_rollups!(c, daily, products),
        DbConnection::Postgres(c) => upsert_rollups!(c, daily, products),
    }
    crate::features::rollups::add(conn, &context.changes(events, &days, &unique))
}

type DailyRollup<'a> = BTreeMap<(&'a str, NaiveDate), Daily>;
type ProductRollup<'a> = BTreeMap<(&'a str, &'a str), (i64, i64)>;

/// The batch summed per link and local day, and per link and product (views, adds); `days[i]`
/// is event `i`'s day in its business's zone and `unique[i]` says whether it was a visitor's
/// first view of its link.
fn rollups<'a>(events: &'a [ClickEvent], days: &[NaiveDate], unique: &[bool]) -> (DailyRollup<'a>, ProductRollup<'a>) {
    let mut daily: DailyRollup<'a> = BTreeMap::new();
    let mut products: ProductRollup<'a> = BTreeMap::new();
    for ((e, &is_unique), &local_day) in events.iter().zip(unique).zip(days) {
        let day = daily.entry((e.link_id.as_str(), local_day)).or_default();
        if day.business_id.is_empty() {
            day.business_id.clone_from(&e.business_id);
        }
        tally(&mut day.counts, e.kind, is_unique);
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
    (daily, products)
}

mod sqlite {
    use super::*;

    /// Inserts each sighting not yet known; says for each whether it was new.
    pub(super) fn sightings(
        conn: &mut SqliteConnection,
        events: &[ClickEvent],
        sightings: &[usize],
    ) -> AppResult<Vec<bool>> {
        let mut new = Vec::with_capacity(sightings.len());
        for &i in sightings {
            let e = &events[i];
            let inserted = diesel::insert_into(link_visitors::table)
                .values((
                    link_visitors::link_id.eq(&e.link_id),
                    link_visitors::visitor_id.eq(&e.visitor_id),
                    link_visitors::first_seen_at.eq(e.created_at),
                ))
                .on_conflict_do_nothing()
                .execute(conn)?;
            new.push(inserted == 1);
        }
        Ok(new)
    }

    /// Inserts the raw events.
    pub(super) fn events(conn: &mut SqliteConnection, events: &[ClickEvent], unique: &[bool]) -> AppResult<()> {
        for (e, &is_unique) in events.iter().zip(unique) {
            diesel::insert_into(link_events::table)
                .values((
                    link_events::id.eq(&e.id),
                    link_events::business_id.eq(&e.business_id),
                    link_events::link_id.eq(&e.link_id),
                    link_events::root_link_id.eq(&e.root_link_id),
                    link_events::kind.eq(e.kind.as_db()),
                    link_events::click_id.eq(&e.click_id),
                    link_events::visitor_id.eq(&e.visitor_id),
                    link_events::unique_view.eq(is_unique),
                    link_events::product_shopify_id.eq(e.product_shopify_id.as_deref()),
                    link_events::device.eq(e.device.as_db()),
                    link_events::created_at.eq(e.created_at),
                ))
                .execute(conn)?;
        }
        Ok(())
    }
}

mod postgres {
    use super::*;

    #[derive(QueryableByName)]
    struct Pair {
        #[diesel(sql_type = Text)]
        link_id: String,
        #[diesel(sql_type = Text)]
        visitor_id: String,
    }

    /// Inserts the sightings not yet known through `UNNEST`; says for each whether it was new.
    pub(super) fn sightings(
        conn: &mut PgConnection,
        events: &[ClickEvent],
        sightings: &[usize],
    ) -> AppResult<Vec<bool>> {
        if sightings.is_empty() {
            return Ok(Vec::new());
        }
        let links: Vec<&str> = sightings.iter().map(|&i| events[i].link_id.as_str()).collect();
        let visitors: Vec<&str> = sightings.iter().map(|&i| events[i].visitor_id.as_str()).collect();
        let times: Vec<NaiveDateTime> = sightings.iter().map(|&i| events[i].created_at).collect();
        let inserted: Vec<Pair> = diesel::sql_query(
            "INSERT INTO link_visitors (link_id, visitor_id, first_seen_at) \
             SELECT * FROM UNNEST($1::text[], $2::text[], $3::timestamp[]) \
             ON CONFLICT DO NOTHING RETURNING link_id, visitor_id",
        )
        .bind::<Array<Text>, _>(&links)
        .bind::<Array<Text>, _>(&visitors)
        .bind::<Array<Timestamp>, _>(times)
        .load(conn)?;
        // The pairs are distinct within a batch, so each returned pair names one sighting.
        let returned: HashSet<(&str, &str)> =
            inserted.iter().map(|p| (p.link_id.as_str(), p.visitor_id.as_str())).collect();
        Ok(links.iter().zip(&visitors).map(|(l, v)| returned.contains(&(*l, *v))).collect())
    }

    /// Inserts the raw events through `UNNEST`: one statement for the batch.
    pub(super) fn events(conn: &mut PgConnection, events: &[ClickEvent], unique: &[bool]) -> AppResult<()> {
        if events.is_empty() {
            return Ok(());
        }
        let column = |f: fn(&ClickEvent) -> &str| events.iter().map(f).collect::<Vec<&str>>();
        diesel::sql_query(
            "INSERT INTO link_events (id, business_id, link_id, root_link_id, kind, click_id, visitor_id, \
             unique_view, product_shopify_id, device, created_at) \
             SELECT * FROM UNNEST($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], \
             $7::text[], $8::bool[], $9::text[], $10::text[], $11::timestamp[])",
        )
        .bind::<Array<Text>, _>(column(|e| &e.id))
        .bind::<Array<Text>, _>(column(|e| &e.business_id))
        .bind::<Array<Text>, _>(column(|e| &e.link_id))
        .bind::<Array<Text>, _>(column(|e| &e.root_link_id))
        .bind::<Array<Text>, _>(column(|e| e.kind.as_db()))
        .bind::<Array<Text>, _>(column(|e| &e.click_id))
        .bind::<Array<Text>, _>(column(|e| &e.visitor_id))
        .bind::<Array<Bool>, _>(unique)
        .bind::<Array<Nullable<Text>>, _>(
            events.iter().map(|e| e.product_shopify_id.as_deref()).collect::<Vec<Option<&str>>>(),
        )
        .bind::<Array<Text>, _>(column(|e| e.device.as_db()))
        .bind::<Array<Timestamp>, _>(events.iter().map(|e| e.created_at).collect::<Vec<NaiveDateTime>>())
        .execute(conn)?;
        Ok(())
    }
}
