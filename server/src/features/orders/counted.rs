//! What an order counts for in the business-wide rollups, worked out here from orders' own rows
//! and handed down: `rollups` sits below `orders` and never reads them. The order's day and
//! amounts and its attribution are read here, the channel of its link is asked of `links`, the
//! credited influencer's rules of `accounts`, and [`tracked`] has `rollups` move the order's
//! counters from what it counted for before a write to what it counts for after.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;

use crate::db::schema::{order_attributions, order_lines, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::commission::OrderAmounts;
use crate::features::rollups::{self, Basket, Channel, Contribution, Sale};

/// An attributed order's day, total, refunded, tax, link and credited influencer.
pub(super) type OrderFacts = (NaiveDate, i64, i64, i64, Option<String>, Option<String>);

/// The columns of [`OrderFacts`] (orders joined with their attributions).
pub(super) const FACTS: (
    orders::local_day,
    orders::total_minor,
    orders::refunded_minor,
    orders::tax_minor,
    order_attributions::link_id,
    order_attributions::influencer_id,
) = (
    orders::local_day,
    orders::total_minor,
    orders::refunded_minor,
    orders::tax_minor,
    order_attributions::link_id,
    order_attributions::influencer_id,
);

/// Runs `write` (which may change order `order_id`: its amounts, refunds or attribution) and
/// moves the order's counters in the rollups from what it counted for before to what it counts
/// for after. Call inside the transaction of the write.
pub(super) fn tracked<T>(
    conn: &mut DbConnection,
    business_id: &str,
    order_id: &str,
    write: impl FnOnce(&mut DbConnection) -> AppResult<T>,
) -> AppResult<T> {
    let before = contribution(conn, business_id, order_id)?;
    let out = write(conn)?;
    let after = contribution(conn, business_id, order_id)?;
    rollups::move_sale(conn, business_id, before, after)?;
    Ok(out)
}

/// What order `order_id` of `business_id` counts for now (`None` while it is not attributed).
fn contribution(conn: &mut DbConnection, business_id: &str, order_id: &str) -> AppResult<Option<Contribution>> {
    let facts: Option<OrderFacts> = orders::table
        .inner_join(order_attributions::table)
        .filter(orders::id.eq(order_id))
        .filter(orders::business_id.eq(business_id))
        .select(FACTS)
        .first(conn)
        .optional()?;
    let Some(facts) = facts else { return Ok(None) };
    let channels = channels_of(conn, facts.4.as_deref().into_iter().collect())?;
    let rules = match &facts.5 {
        Some(id) => crate::features::accounts::commission_rules_of(conn, id)?,
        None => None,
    };
    let influencer_id = facts.5.clone();
    let basket = basket(conn, order_id)?;
    Ok(Some(Contribution::new(business_id, &sale(facts, &channels), influencer_id, rules, basket)))
}

/// The sale `facts` make, its link's channel looked up in `channels`.
pub(super) fn sale(facts: OrderFacts, channels: &HashMap<String, Channel>) -> Sale {
    let (day, total, refunded, tax, link_id, _) = facts;
    // A link deleted since counts as a look, the commonest kind.
    let channel = link_id.map_or(Channel::Organic, |id| channels.get(&id).copied().unwrap_or(Channel::Look));
    Sale { day, channel, amounts: OrderAmounts { total, refunded, tax } }
}

/// The channel of each of `link_ids` that still exists, asked of `links` in one query.
pub(super) fn channels_of(conn: &mut DbConnection, mut link_ids: Vec<&str>) -> AppResult<HashMap<String, Channel>> {
    link_ids.sort_unstable();
    link_ids.dedup();
    let facts = crate::features::links::facts_of(conn, &link_ids)?;
    Ok(facts.iter().map(|(id, link)| (id.clone(), Channel::of_facts(link))).collect())
}

/// The basket of order `order_id` (lines without a product, such as a tip, are left out).
fn basket(conn: &mut DbConnection, order_id: &str) -> AppResult<Basket> {
    let lines: Vec<(Option<String>, i32, i64)> = order_lines::table
        .filter(order_lines::order_id.eq(order_id))
        .select((order_lines::product_shopify_id, order_lines::quantity, order_lines::price_minor))
        .load(conn)?;
    let mut out = Basket::new();
    for (product, quantity, price) in lines {
        if let Some(product) = product {
            let row = out.entry(product).or_default();
            row.0 += i64::from(quantity);
            row.1 += i64::from(quantity) * price;
        }
    }
    Ok(out)
}
