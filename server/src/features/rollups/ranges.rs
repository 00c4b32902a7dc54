//! The sums readers ask of the sales rollups: each product's attributed orders and units
//! (`product_sales_stats`), the business's attributed orders (`business_daily_stats`), and the
//! products bought together (`product_pair_stats`, `product_triple_stats`). Trends read these
//! instead of scanning orders.

use diesel::prelude::*;

use crate::db::schema::{business_daily_stats, product_pair_stats, product_sales_stats, product_triple_stats};
use crate::db::DbConnection;
use crate::error::AppResult;

/// One product's attributed sales.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductSales {
    /// Store product id.
    pub product_id: String,
    /// Attributed orders holding it.
    pub orders: i64,
    /// Units bought in them.
    pub units: i64,
}

/// Every product of `business_id` with attributed sales.
pub fn product_sales(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<ProductSales>> {
    Ok(product_sales_stats::table
        .filter(product_sales_stats::business_id.eq(business_id))
        .select((product_sales_stats::product_shopify_id, product_sales_stats::orders, product_sales_stats::units))
        .load::<(String, i64, i64)>(conn)?
        .into_iter()
        .map(|(product_id, orders, units)| ProductSales { product_id, orders, units })
        .collect())
}

/// The business's attributed orders over its lifetime (every channel, every day).
pub fn total_orders(conn: &mut DbConnection, business_id: &str) -> AppResult<i64> {
    Ok(business_daily_stats::table
        .filter(business_daily_stats::business_id.eq(business_id))
        .select(business_daily_stats::orders)
        .load::<i64>(conn)?
        .into_iter()
        .sum())
}

/// A pair row: (a, b, orders together, visits adding both).
pub type PairRow = (String, String, i64, i64);

/// The business's pairs bought together at least `min_orders` times.
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

/// A triple row: (a, b, c, orders together).
pub type TripleRow = (String, String, String, i64);

/// The business's triples bought together at least `min_orders` times.
pub fn frequent_triples(conn: &mut DbConnection, business_id: &str, min_orders: i64) -> AppResult<Vec<TripleRow>> {
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

/// Every pair of the business holding `product`, on either side.
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
