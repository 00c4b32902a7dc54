//! Visits that added two products to the cart: the co-adds complementary products fall back on
//! when a shop has few orders (docs/trends.md). Worked out per batch, before its events are
//! stored: a visit's earlier adds are read by click id (indexed), so a pair is counted once per
//! visit, whichever batches its adds arrived in.

use std::collections::{BTreeMap, HashMap, HashSet};

use diesel::prelude::*;

use super::event::{ClickEvent, EventKind};
use crate::db::schema::link_events;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::rollups::ProductChanges;

/// Click ids per `IN` list (below SQLite's bound-variable limit).
const ID_CHUNK: usize = 5_000;

/// The co-adds of a batch, per business.
pub fn co_adds(conn: &mut DbConnection, events: &[ClickEvent]) -> AppResult<BTreeMap<String, ProductChanges>> {
    let adds: Vec<(&ClickEvent, &str)> = events
        .iter()
        .filter(|e| e.kind == EventKind::Add)
        .filter_map(|e| e.product_shopify_id.as_deref().map(|p| (e, p)))
        .collect();
    let mut out: BTreeMap<String, ProductChanges> = BTreeMap::new();
    if adds.is_empty() {
        return Ok(out);
    }
    let clicks: Vec<&str> = adds.iter().map(|(e, _)| e.click_id.as_str()).collect::<HashSet<_>>().into_iter().collect();
    // What each visit had added before this batch.
    let mut carts: HashMap<String, HashSet<String>> = HashMap::new();
    for chunk in clicks.chunks(ID_CHUNK) {
        let earlier: Vec<(String, Option<String>)> = link_events::table
            .filter(link_events::click_id.eq_any(chunk))
            .filter(link_events::kind.eq(EventKind::Add.as_db()))
            .select((link_events::click_id, link_events::product_shopify_id))
            .load(conn)?;
        for (click, product) in earlier {
            if let Some(product) = product {
                carts.entry(click).or_default().insert(product);
            }
        }
    }
    for (event, product) in adds {
        let cart = carts.entry(event.click_id.clone()).or_default();
        if cart.contains(product) {
            continue;
        }
        let changes = out.entry(event.business_id.clone()).or_default();
        for other in cart.iter() {
            changes.co_add(other, product);
        }
        cart.insert(product.to_owned());
    }
    Ok(out)
}
