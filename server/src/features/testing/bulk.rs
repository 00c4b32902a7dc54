//! `shoplinks bulk-history`: months of shopper traffic and orders for one merchant, at the scale
//! of a busy shop, for `scripts/bench analytics` (docs/analytics.md#measuring-at-scale).
//!
//! Nothing here writes a figure of its own: events go through the click importer's storage
//! ([`importer::store_batch`]: unique visitors, per-link and business-wide rollups, co-adds) and
//! orders and refunds through order ingestion ([`ingest::upsert_order`], [`ingest::upsert_refund`]:
//! attribution by click id, landing site or nothing, and the sales rollups), exactly as the
//! journal and the store's webhooks would deliver them, only dated in the past. What the pages
//! then read is what the product computed.
//!
//! The shape is fixed by a seed, so two runs make the same history: per day, visits to the
//! business's live looks and shorts (popular links get more, most visitors are new, seven in ten
//! on phones) until the day's share of events is made; a look visit adds one to three of its
//! products to the cart now and then and sometimes checks out; a checkout or a short visit may
//! become an order that carries the click id; the rest of the day's orders are organic. One
//! order in twenty-five is refunded the next day.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use chrono::{Duration, NaiveDate, NaiveDateTime, TimeZone};
use diesel::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use crate::clock::now;
use crate::db::schema::{businesses, link_products, links, products, users, variants};
use crate::db::{write_transaction, Db, DbConnection};
use crate::error::{AppError, AppResult};
use crate::features::clicks::{importer, ClickEvent, Device, EventKind, CLICK_KEY};
use crate::features::links::kind::LinkKind;
use crate::features::orders::ingest;
use crate::ids::new_ordered_id_at;
use crate::money;

/// Orders written per transaction (order ingestion runs inside the caller's transaction).
const ORDERS_PER_TRANSACTION: usize = 500;
/// Visitors remembered for return visits.
const RETURNING_POOL: usize = 100_000;

/// What to generate.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The merchant whose business gets the history (its store connected and synced).
    pub username: String,
    /// Click events in all (views, adds, checkout requests).
    pub events: u64,
    /// Orders in all.
    pub orders: u64,
    /// Days of history, ending today.
    pub days: u32,
    /// Seed of the generator.
    pub seed: u64,
}

/// What was generated.
#[derive(Debug, Default)]
pub struct Summary {
    /// Events stored.
    pub events: u64,
    /// Visits (one view each).
    pub visits: u64,
    /// Orders stored.
    pub orders: u64,
    /// Orders that carried a click id.
    pub with_click: u64,
    /// Refunds stored.
    pub refunds: u64,
}

/// A link shoppers can open: the serving link, the link in the URL and its products.
struct Target {
    id: String,
    root_id: String,
    is_look: bool,
    products: Arc<[String]>,
}

/// A catalog product as an order line needs it.
struct Sku {
    product: String,
    variant: String,
    title: String,
    price_cents: i64,
}

/// The business the history is for.
struct Shop {
    business_id: String,
    domain: String,
    currency: String,
    zone: chrono_tz::Tz,
    targets: Vec<Target>,
    skus: HashMap<String, Sku>,
    sku_ids: Vec<String>,
}

/// An order to write: when, what, and the click id it carries (if any).
struct Sale {
    at: NaiveDateTime,
    products: Vec<String>,
    click: Option<(String, bool)>,
}

/// Generates the history of `plan` into `db`, logging progress.
pub fn run(db: &Db, plan: &Plan) -> AppResult<Summary> {
    let mut conn = db.get().map_err(|e| AppError::Internal(e.into()))?;
    let shop = load_shop(&mut conn, &plan.username)?;
    let mut rng = StdRng::seed_from_u64(plan.seed);
    let mut summary = Summary::default();
    let mut returning: Vec<String> = Vec::new();
    let mut next_order: u64 = 0;
    let mut analyzed_at: u64 = 500;
    let started = Instant::now();
    let today = crate::features::accounts::zone::today(shop.zone);
    let days = u64::from(plan.days.max(1));
    for back in (0..days).rev() {
        let day = today - Duration::days(i64::try_from(back).unwrap_or(0));
        let (start, end) = day_bounds(shop.zone, day);
        let day_events = share(plan.events, days, back);
        let (events, sales) = traffic(&shop, &mut rng, &mut returning, day_events, start, end);
        summary.visits += events.iter().filter(|e| e.kind == EventKind::View).count() as u64;
        for batch in events.chunks(importer::BATCH_EVENTS) {
            importer::store_batch(&mut conn, batch)?;
        }
        summary.events += events.len() as u64;
        let day_orders = usize::try_from(share(plan.orders, days, back)).unwrap_or(usize::MAX);
        let sales = with_organic(&shop, &mut rng, sales, day_orders, start, end);
        for chunk in sales.chunks(ORDERS_PER_TRANSACTION) {
            write_transaction(&mut conn, |conn| {
                for sale in chunk {
                    next_order += 1;
                    write_order(conn, &shop, &mut rng, next_order, sale, &mut summary)?;
                }
                Ok(())
            })?;
        }
        if summary.orders >= analyzed_at * 2 {
            refresh_statistics(&mut conn)?;
            analyzed_at = summary.orders;
        }
        if back % 30 == 0 {
            tracing::info!(
                %day,
                events = summary.events,
                orders = summary.orders,
                seconds = started.elapsed().as_secs(),
                "bulk history"
            );
        }
    }
    refresh_statistics(&mut conn)?;
    Ok(summary)
}

/// Brings PostgreSQL's planner statistics up to date (SQLite needs none). A table that grew
/// from empty inside one session keeps the plans made while it was empty (a sequential scan
/// looks cheapest) until it is analyzed; autovacuum would do this on a server that runs it, the
/// generator does it each time the orders double so it never waits on it.
fn refresh_statistics(conn: &mut DbConnection) -> AppResult<()> {
    if let DbConnection::Postgres(pg) = conn {
        diesel::connection::SimpleConnection::batch_execute(pg, "ANALYZE")?;
    }
    Ok(())
}

/// The part of `total` that falls on the day `back` days ago, so the days add up to `total`.
fn share(total: u64, days: u64, back: u64) -> u64 {
    let index = days - 1 - back;
    total * (index + 1) / days - total * index / days
}

/// UTC bounds of a local day, the end clamped to now (today is not over).
fn day_bounds(zone: chrono_tz::Tz, day: NaiveDate) -> (NaiveDateTime, NaiveDateTime) {
    let at = |d: NaiveDate| {
        zone.from_local_datetime(&d.and_hms_opt(0, 0, 0).unwrap_or_default())
            .earliest()
            .map_or_else(|| d.and_hms_opt(0, 0, 0).unwrap_or_default(), |t| t.naive_utc())
    };
    let start = at(day);
    let end = at(day + Duration::days(1)).min(now() - Duration::seconds(1));
    (start, end.max(start))
}

fn load_shop(conn: &mut DbConnection, username: &str) -> AppResult<Shop> {
    let (business_id, domain, currency, zone): (String, Option<String>, String, String) = users::table
        .inner_join(businesses::table.on(businesses::id.eq(users::business_id)))
        .filter(users::username.eq(username))
        .select((businesses::id, businesses::store_domain, businesses::currency, businesses::time_zone))
        .first(conn)
        .optional()?
        .ok_or_else(|| AppError::NotFound(format!("no merchant named {username}")))?;
    let domain = domain.ok_or_else(|| AppError::BadRequest(format!("{username} has no store connected")))?;
    let rows: Vec<(String, String, Option<String>)> = links::table
        .filter(links::business_id.eq(&business_id))
        .filter(links::closed_at.is_null())
        .filter(links::kind.eq_any([LinkKind::Look.as_db(), LinkKind::Short.as_db()]))
        .select((links::id, links::kind, links::parent_id))
        .order(links::created_at)
        .load(conn)?;
    let mut targets = Vec::new();
    for (id, kind, parent) in rows {
        let products: Vec<String> = link_products::table
            .filter(link_products::link_id.eq(&id))
            .order(link_products::position)
            .select(link_products::product_shopify_id)
            .load(conn)?;
        if !products.is_empty() {
            targets.push(Target {
                root_id: parent.unwrap_or_else(|| id.clone()),
                id,
                is_look: kind == LinkKind::Look.as_db(),
                products: products.into(),
            });
        }
    }
    if targets.is_empty() {
        return Err(AppError::BadRequest(format!("{username} has no live look or short with products")));
    }
    let priced: Vec<(String, String, String, i64)> = products::table
        .inner_join(variants::table.on(variants::product_id.eq(products::id)))
        .filter(products::business_id.eq(&business_id))
        .select((products::shopify_id, products::title, variants::shopify_id, variants::price_cents))
        .order((products::shopify_id, variants::shopify_id))
        .load(conn)?;
    let mut skus = HashMap::new();
    for (product, title, variant, price_cents) in priced {
        skus.entry(product.clone()).or_insert(Sku { product, variant, title, price_cents });
    }
    let mut sku_ids: Vec<String> = skus.keys().cloned().collect();
    sku_ids.sort();
    let zone = crate::features::accounts::zone::parse(&zone);
    Ok(Shop { business_id, domain, currency, zone, targets, skus, sku_ids })
}

/// One day's visits, until `want` events are made, and the sales they lead to.
fn traffic(
    shop: &Shop,
    rng: &mut StdRng,
    returning: &mut Vec<String>,
    want: u64,
    start: NaiveDateTime,
    end: NaiveDateTime,
) -> (Vec<ClickEvent>, Vec<Sale>) {
    let span = (end - start).num_milliseconds().max(1);
    let mut times: Vec<i64> = (0..want).map(|_| rng.random_range(0..span)).collect();
    times.sort_unstable();
    let mut events = Vec::with_capacity(usize::try_from(want).unwrap_or(0));
    let mut sales = Vec::new();
    let mut at_index = 0usize;
    while (events.len() as u64) < want {
        let at = start + Duration::milliseconds(times[at_index.min(times.len() - 1)]);
        at_index += 1;
        // Popular links get more visits: the square of a uniform pick leans to the first links.
        let pick = (rng.random::<f64>().powi(2) * shop.targets.len() as f64) as usize;
        let target = &shop.targets[pick.min(shop.targets.len() - 1)];
        let visitor = if !returning.is_empty() && rng.random_bool(0.3) {
            returning[rng.random_range(0..returning.len())].clone()
        } else {
            let id = new_ordered_id_at(at);
            if returning.len() < RETURNING_POOL {
                returning.push(id.clone());
            } else {
                let slot = rng.random_range(0..RETURNING_POOL);
                returning[slot].clone_from(&id);
            }
            id
        };
        let device = if rng.random_bool(0.7) { Device::Mobile } else { Device::Pc };
        let click_id = new_ordered_id_at(at);
        let event = |kind: EventKind, product: Option<String>, shown: Arc<[String]>, at: NaiveDateTime| ClickEvent {
            id: new_ordered_id_at(at),
            business_id: shop.business_id.clone(),
            link_id: target.id.clone(),
            root_link_id: target.root_id.clone(),
            kind,
            click_id: click_id.clone(),
            visitor_id: visitor.clone(),
            product_shopify_id: product,
            shown_products: shown,
            device,
            created_at: at,
        };
        let first = (!target.is_look).then(|| target.products[0].clone());
        events.push(event(EventKind::View, first, Arc::clone(&target.products), at));
        if !target.is_look {
            if rng.random_bool(0.03) {
                sales.push(Sale {
                    at,
                    products: vec![target.products[0].clone()],
                    click: Some((click_id.clone(), false)),
                });
            }
            continue;
        }
        if !rng.random_bool(0.15) {
            continue;
        }
        let adds = rng.random_range(1..=3usize).min(target.products.len());
        let mut added: Vec<String> = Vec::new();
        for i in 0..adds {
            let product = target.products[(i + rng.random_range(0..2)) % target.products.len()].clone();
            let when = at + Duration::seconds(20 * (i as i64 + 1));
            events.push(event(EventKind::Add, Some(product.clone()), Arc::from([]), when));
            if !added.contains(&product) {
                added.push(product);
            }
        }
        if rng.random_bool(0.35) {
            let when = at + Duration::seconds(90);
            events.push(event(EventKind::Checkout, None, Arc::from([]), when));
            if rng.random_bool(0.6) {
                sales.push(Sale { at: when, products: added, click: Some((click_id.clone(), true)) });
            }
        }
    }
    (events, sales)
}

/// The day's sales trimmed or filled to `want`: organic orders of random products fill the gap.
fn with_organic(
    shop: &Shop,
    rng: &mut StdRng,
    mut sales: Vec<Sale>,
    want: usize,
    start: NaiveDateTime,
    end: NaiveDateTime,
) -> Vec<Sale> {
    sales.truncate(want);
    let span = (end - start).num_milliseconds().max(1);
    while sales.len() < want && !shop.sku_ids.is_empty() {
        let count = rng.random_range(1..=3usize);
        let products =
            (0..count).map(|_| shop.sku_ids[rng.random_range(0..shop.sku_ids.len())].clone()).collect::<Vec<_>>();
        sales.push(Sale { at: start + Duration::milliseconds(rng.random_range(0..span)), products, click: None });
    }
    sales
}

/// Writes one order (and, now and then, its refund a day later) through order ingestion.
fn write_order(
    conn: &mut DbConnection,
    shop: &Shop,
    rng: &mut StdRng,
    number: u64,
    sale: &Sale,
    summary: &mut Summary,
) -> AppResult<()> {
    let placed = (sale.at + Duration::minutes(rng.random_range(2..20))).min(now() - Duration::seconds(1));
    let mut lines = Vec::new();
    let mut subtotal = 0i64;
    for (i, product) in sale.products.iter().enumerate() {
        let Some(sku) = shop.skus.get(product) else { continue };
        let quantity = if rng.random_bool(0.2) { 2 } else { 1 };
        subtotal += sku.price_cents * quantity;
        lines.push(json!({
            "id": number * 10 + i as u64, "product_id": sku.product, "variant_id": sku.variant,
            "title": sku.title, "quantity": quantity, "price": money::decimal(sku.price_cents, &shop.currency),
        }));
    }
    if lines.is_empty() {
        return Ok(());
    }
    let tax = subtotal / 10;
    let order_id = 9_000_000_000 + number;
    let mut order = json!({
        "id": order_id, "name": format!("#B{number}"), "order_number": number,
        "email": format!("shopper{}@example.com", number % 50_000), "currency": shop.currency,
        "created_at": rfc3339(placed), "financial_status": "paid",
        "subtotal_price": money::decimal(subtotal, &shop.currency),
        "total_price": money::decimal(subtotal + tax, &shop.currency),
        "total_tax": money::decimal(tax, &shop.currency),
        "line_items": lines,
    });
    match &sale.click {
        Some((click, true)) => order["note_attributes"] = json!([{ "name": CLICK_KEY, "value": click }]),
        Some((click, false)) => order["landing_site"] = json!(format!("/products/item?{CLICK_KEY}={click}")),
        None => {}
    }
    summary.with_click += u64::from(sale.click.is_some());
    let payload = serde_json::from_value(order).map_err(|e| AppError::Internal(e.into()))?;
    ingest::upsert_order(conn, &shop.business_id, &shop.domain, payload)?;
    summary.orders += 1;
    if number % 25 == 0 {
        let refund = json!({
            "id": order_id, "order_id": order_id,
            "created_at": rfc3339((placed + Duration::days(1)).min(now())),
            "transactions": [{ "amount": money::decimal(subtotal + tax, &shop.currency), "kind": "refund", "status": "success" }],
        });
        let payload = serde_json::from_value(refund).map_err(|e| AppError::Internal(e.into()))?;
        ingest::upsert_refund(conn, &shop.business_id, &shop.domain, payload)?;
        summary.refunds += 1;
    }
    Ok(())
}

fn rfc3339(at: NaiveDateTime) -> String {
    at.and_utc().to_rfc3339()
}

#[cfg(test)]
mod tests {
    use super::share;

    #[test]
    fn daily_shares_add_up_to_the_total() {
        for (total, days) in [(5_000_000, 365), (7, 3), (0, 10), (200_000, 1)] {
            let sum: u64 = (0..days).map(|back| share(total, days, back)).sum();
            assert_eq!(sum, total, "{total} over {days} days");
        }
    }
}
