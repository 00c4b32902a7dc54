//! What trends know of a shop's products, read from the rollups: views and adds summed over the
//! shop's links (`link_product_stats`), orders, units and revenue of attributed orders
//! (`product_sales_stats`), pairs and triples (`product_pair_stats`, `product_triple_stats`),
//! and the number of attributed orders (`business_daily_stats`).

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::schema::{
    business_daily_stats, link_product_stats, links, product_pair_stats, product_sales_stats, product_triple_stats,
};
use crate::db::DbConnection;
use crate::error::AppResult;

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
    let shown: Vec<(String, i64, i64)> = link_product_stats::table
        .filter(
            link_product_stats::link_id
                .eq_any(links::table.filter(links::business_id.eq(business_id)).select(links::id)),
        )
        .select((link_product_stats::product_shopify_id, link_product_stats::views, link_product_stats::adds))
        .load(conn)?;
    for (product, views, adds) in shown {
        let p = products.entry(product).or_default();
        p.views += views;
        p.adds += adds;
    }
    let sold: Vec<(String, i64, i64)> = product_sales_stats::table
        .filter(product_sales_stats::business_id.eq(business_id))
        .select((product_sales_stats::product_shopify_id, product_sales_stats::orders, product_sales_stats::units))
        .load(conn)?;
    for (product, orders, units) in sold {
        let p = products.entry(product).or_default();
        p.orders += orders;
        p.units += units;
    }
    let total_orders = business_daily_stats::table
        .filter(business_daily_stats::business_id.eq(business_id))
        .select(business_daily_stats::orders)
        .load::<i64>(conn)?
        .into_iter()
        .sum();
    Ok(Signals { products, total_orders })
}

/// A pair row: (a, b, orders together, visits adding both).
pub type PairRow = (String, String, i64, i64);

/// The shop's pairs bought together at least `min_orders` times.
pub fn frequent_pairs(conn: &mut DbConnection, business_id: &str, min_orders: i64) -> AppResult<Vec<PairRow>> {
    Ok(product_pair_stats::table
        .filter(product_pair_stats::business_id.eq(business_id))
        .filter(product_pair_stats::orders.ge(min_orders))
        .select((
            product_pair_stats::product_a,
            product_pair_stats::product_b,
            product_pair_stats::orders,
            product_pair_stats::co_adds,
        ))
        .load(conn)?)
}

/// The shop's triples bought together at least `min_orders` times.
pub fn frequent_triples(
    conn: &mut DbConnection,
    business_id: &str,
    min_orders: i64,
) -> AppResult<Vec<(String, String, String, i64)>> {
    Ok(product_triple_stats::table
        .filter(product_triple_stats::business_id.eq(business_id))
        .filter(product_triple_stats::orders.ge(min_orders))
        .select((
            product_triple_stats::product_a,
            product_triple_stats::product_b,
            product_triple_stats::product_c,
            product_triple_stats::orders,
        ))
        .load(conn)?)
}

/// Every pair holding `product`, on either side.
pub fn pairs_of(conn: &mut DbConnection, business_id: &str, product: &str) -> AppResult<Vec<PairRow>> {
    let select = (
        product_pair_stats::product_a,
        product_pair_stats::product_b,
        product_pair_stats::orders,
        product_pair_stats::co_adds,
    );
    let mut rows: Vec<PairRow> = product_pair_stats::table
        .filter(product_pair_stats::business_id.eq(business_id))
        .filter(product_pair_stats::product_a.eq(product))
        .select(select)
        .load(conn)?;
    rows.extend(
        product_pair_stats::table
            .filter(product_pair_stats::business_id.eq(business_id))
            .filter(product_pair_stats::product_b.eq(product))
            .select(select)
            .load::<PairRow>(conn)?,
    );
    Ok(rows)
}

/// Views of links showing both `product` and each other product: per link, the fewer of the
/// two products' views there (a view of a look shows all its products).
pub fn co_views(conn: &mut DbConnection, business_id: &str, product: &str) -> AppResult<HashMap<String, i64>> {
    let showing: Vec<(String, i64)> = link_product_stats::table
        .filter(
            link_product_stats::link_id
                .eq_any(links::table.filter(links::business_id.eq(business_id)).select(links::id)),
        )
        .filter(link_product_stats::product_shopify_id.eq(product))
        .select((link_product_stats::link_id, link_product_stats::views))
        .load(conn)?;
    let views_of: HashMap<String, i64> = showing.into_iter().collect();
    let others: Vec<(String, String, i64)> = link_product_stats::table
        .filter(link_product_stats::link_id.eq_any(views_of.keys().cloned().collect::<Vec<_>>()))
        .filter(link_product_stats::product_shopify_id.ne(product))
        .select((link_product_stats::link_id, link_product_stats::product_shopify_id, link_product_stats::views))
        .load(conn)?;
    let mut out: HashMap<String, i64> = HashMap::new();
    for (link, other, views) in others {
        *out.entry(other).or_default() += views.min(views_of.get(&link).copied().unwrap_or(0));
    }
    Ok(out)
}
