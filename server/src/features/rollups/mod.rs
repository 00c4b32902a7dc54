//! The business-wide daily rollups the analytics page, home and the influencer table read
//! (docs/analytics.md#rollups): one row of `business_daily_stats` per business, local day,
//! channel and influencer, so a figure for a year of a busy shop is a sum over a few thousand
//! rows rather than a scan of its events or orders.
//!
//! Two writers keep it current, each in the transaction that stores what it counts:
//! - the click importer adds each batch's traffic (`clicks::traffic`);
//! - order ingestion adds the change an order makes: what the order counted for before the
//!   write is taken off and what it counts for after is added ([`sales::move_sale`]), so
//!   replays, refunds and re-attribution never count twice.
//!
//! An influencer's commission is summed here too (each order rounded on its own, as the report
//! does); when the merchant changes their rules, [`sales::recount_commission`] works it out
//! again over their orders. The orders are `orders`' rows, a layer above: `orders` reads them
//! and hands each one's facts down ([`Sale`], [`Basket`]), and the rollups read no table but
//! their own.

mod channel;
mod daily;
mod products;
mod ranges;
mod sales;

pub use channel::Channel;
pub use daily::{add, read, Changes, Counts, Filter, Key};
pub use products::{Basket, ProductChanges};
pub use ranges::{
    frequent_pairs, frequent_triples, pairs_of, product_sales, total_orders, PairRow, ProductSales, TripleRow,
};
pub use sales::{move_sale, recount_commission, Contribution, Sale};

use diesel::prelude::*;

use crate::db::schema::{business_daily_stats, product_pair_stats, product_sales_stats, product_triple_stats};
use crate::db::DbConnection;
use crate::error::AppResult;

/// Removes every rollup row of `business_id` (its account is being deleted).
pub fn delete_business(conn: &mut DbConnection, business_id: &str) -> AppResult<()> {
    diesel::delete(business_daily_stats::table.filter(business_daily_stats::business_id.eq(business_id)))
        .execute(conn)?;
    diesel::delete(product_sales_stats::table.filter(product_sales_stats::business_id.eq(business_id)))
        .execute(conn)?;
    diesel::delete(product_pair_stats::table.filter(product_pair_stats::business_id.eq(business_id))).execute(conn)?;
    diesel::delete(product_triple_stats::table.filter(product_triple_stats::business_id.eq(business_id)))
        .execute(conn)?;
    Ok(())
}
