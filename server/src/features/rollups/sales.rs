//! Sales in the rollups: what one attributed order counts for (its day, channel, credited
//! influencer, amounts and commission, and its basket of products), applied as the change a
//! write makes to it.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;

use super::channel::Channel;
use super::daily::{self, Changes, Counts, Key};
use super::products::{self, Basket, ProductChanges};
use crate::db::schema::{business_daily_stats, influencers, links, order_attributions, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::commission::{earned, OrderAmounts, Rules};
use crate::features::accounts::model::Influencer;

/// What an attributed order counts for: its daily row and counters, and its basket.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contribution {
    /// Its row.
    pub key: Key,
    /// Its counters there.
    pub counts: Counts,
    /// Its products.
    pub basket: Basket,
}

/// An attributed order's day, total, refunded, tax, link and credited influencer.
type OrderFacts = (NaiveDate, i64, i64, i64, Option<String>, Option<String>);

/// The columns of [`OrderFacts`] (orders joined with their attributions).
const FACTS: (
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

/// What order `order_id` of `business_id` counts for now (`None` while it is not attributed).
pub fn contribution(conn: &mut DbConnection, business_id: &str, order_id: &str) -> AppResult<Option<Contribution>> {
    let facts: Option<OrderFacts> = orders::table
        .inner_join(order_attributions::table)
        .filter(orders::id.eq(order_id))
        .filter(orders::business_id.eq(business_id))
        .select(FACTS)
        .first(conn)
        .optional()?;
    let Some((day, total, refunded, tax, link_id, influencer_id)) = facts else { return Ok(None) };
    let channel = match link_id {
        None => Channel::Organic,
        Some(id) => channels_of(conn, vec![id.clone()])?.get(&id).copied().unwrap_or(Channel::Look),
    };
    let influencer = match &influencer_id {
        Some(id) => influencers::table.find(id).select(Influencer::as_select()).first(conn).optional()?,
        None => None,
    };
    let amounts = OrderAmounts { total, refunded, tax };
    let key =
        Key { business_id: business_id.to_owned(), day, channel, influencer_id: influencer_id.unwrap_or_default() };
    let basket = products::basket(conn, order_id)?;
    Ok(Some(Contribution { key, counts: counts(&amounts, influencer.as_ref().map(Rules::of)), basket }))
}

/// The channel of each of `ids` (a link deleted since counts as a look, the commonest kind).
pub fn channels_of(conn: &mut DbConnection, ids: Vec<String>) -> AppResult<HashMap<String, Channel>> {
    let mut out = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(ID_CHUNK) {
        let rows: Vec<(String, String, Option<String>)> = links::table
            .filter(links::id.eq_any(chunk))
            .select((links::id, links::kind, links::parent_id))
            .load(conn)?;
        out.extend(rows.into_iter().map(|(id, kind, parent)| (id, Channel::of_link(&kind, parent.is_some()))));
    }
    Ok(out)
}

/// Ids per `IN` list (below SQLite's bound-variable limit).
const ID_CHUNK: usize = 5_000;

/// The counters of one order with `amounts`, earning under `rules` when credited.
fn counts(amounts: &OrderAmounts, rules: Option<Rules>) -> Counts {
    let earned = rules.map(|r| earned(&r, amounts)).unwrap_or_default();
    Counts {
        orders: 1,
        revenue_minor: (amounts.total - amounts.refunded).max(0),
        tax_minor: amounts.tax,
        refunded_minor: amounts.refunded,
        calculated_minor: earned.calculated_revenue,
        commission_minor: earned.commission,
        ..Counts::default()
    }
}

/// Runs `write` (which may change order `order_id`: its amounts, refunds or attribution) and
/// moves the order's counters in the rollups from what it counted for before to what it counts
/// for after. Call inside the transaction of the write.
pub fn tracked<T>(
    conn: &mut DbConnection,
    business_id: &str,
    order_id: &str,
    write: impl FnOnce(&mut DbConnection) -> AppResult<T>,
) -> AppResult<T> {
    let before = contribution(conn, business_id, order_id)?;
    let out = write(conn)?;
    let after = contribution(conn, business_id, order_id)?;
    if before != after {
        let mut changes = Changes::new();
        let mut baskets = ProductChanges::default();
        if let Some(c) = before {
            *changes.entry(c.key).or_default() += -c.counts;
            baskets.order(&c.basket, -1);
        }
        if let Some(c) = after {
            *changes.entry(c.key).or_default() += c.counts;
            baskets.order(&c.basket, 1);
        }
        daily::add(conn, &changes)?;
        baskets.apply(conn, business_id)?;
    }
    Ok(out)
}

/// Works out `influencer`'s commission in the rollups again under their current rules: their
/// rows' commission columns are cleared and each credited order's is added back. Call inside the
/// transaction that changes the rules.
pub fn recount_commission(conn: &mut DbConnection, influencer: &Influencer) -> AppResult<()> {
    let business = &influencer.business_id;
    diesel::update(
        business_daily_stats::table
            .filter(business_daily_stats::business_id.eq(business))
            .filter(business_daily_stats::influencer_id.eq(&influencer.id)),
    )
    .set((business_daily_stats::calculated_minor.eq(0), business_daily_stats::commission_minor.eq(0)))
    .execute(conn)?;
    let credited: Vec<OrderFacts> = orders::table
        .inner_join(order_attributions::table)
        .filter(orders::business_id.eq(business))
        .filter(order_attributions::influencer_id.eq(&influencer.id))
        .select(FACTS)
        .load(conn)?;
    let channels = channels_of(conn, credited.iter().filter_map(|o| o.4.clone()).collect())?;
    let rules = Rules::of(influencer);
    let mut changes = Changes::new();
    for (day, total, refunded, tax, link_id, _) in credited {
        let channel = link_id.map_or(Channel::Organic, |id| channels.get(&id).copied().unwrap_or(Channel::Look));
        let key = Key { business_id: business.clone(), day, channel, influencer_id: influencer.id.clone() };
        let c = counts(&OrderAmounts { total, refunded, tax }, Some(rules));
        *changes.entry(key).or_default() +=
            Counts { calculated_minor: c.calculated_minor, commission_minor: c.commission_minor, ..Counts::default() };
    }
    daily::add(conn, &changes)
}
