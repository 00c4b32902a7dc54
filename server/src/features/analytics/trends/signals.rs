//! What trends know of each of a shop's products: views and adds summed over the shop's links
//! (`clicks`' per-product counts of `links`' ids), attributed orders and units (`rollups`' sales
//! rollups), and the shop's attributed orders. The pairs and triples bought together are read
//! of `rollups` directly.

use std::collections::HashMap;

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::{clicks, links, rollups};

/// One product's signals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ProductSignals {
    /// Views on the shop's links.
    pub views: i64,
    /// Adds to cart there.
    pub adds: i64,
    /// Attributed orders holding it.
    pub orders: i64,
    /// Units bought in them.
    pub units: i64,
}

/// Every product with a signal, and the shop's attributed orders.
pub struct Signals {
    /// By store product id.
    pub products: HashMap<String, ProductSignals>,
    /// All attributed orders.
    pub total_orders: i64,
}

/// The signals of `business_id`'s products.
pub fn load(conn: &mut DbConnection, business_id: &str) -> AppResult<Signals> {
    let mut products: HashMap<String, ProductSignals> = HashMap::new();
    let shop_links = links::ids_of(conn, business_id)?;
    for shown in clicks::product_counts(conn, &shop_links, None)? {
        let p = products.entry(shown.product_id).or_default();
        p.views += shown.views;
        p.adds += shown.adds;
    }
    for sold in rollups::product_sales(conn, business_id)? {
        let p = products.entry(sold.product_id).or_default();
        p.orders += sold.orders;
        p.units += sold.units;
    }
    let total_orders = rollups::total_orders(conn, business_id)?;
    Ok(Signals { products, total_orders })
}

/// Views of links showing both `product` and each other product: per link, the fewer of the
/// two products' views there (a view of a look shows all its products).
pub fn co_views(conn: &mut DbConnection, business_id: &str, product: &str) -> AppResult<HashMap<String, i64>> {
    let shop_links = links::ids_of(conn, business_id)?;
    let views_of: HashMap<String, i64> =
        clicks::product_counts(conn, &shop_links, Some(product))?.into_iter().map(|p| (p.link_id, p.views)).collect();
    let showing: Vec<String> = views_of.keys().cloned().collect();
    let mut out: HashMap<String, i64> = HashMap::new();
    for other in clicks::product_counts(conn, &showing, None)?.into_iter().filter(|p| p.product_id != product) {
        *out.entry(other.product_id).or_default() +=
            other.views.min(views_of.get(&other.link_id).copied().unwrap_or(0));
    }
    Ok(out)
}
