//! Sales in the rollups: what one attributed order counts for (its day, channel, credited
//! influencer, amounts and commission, and its basket of products), applied as the change a
//! write makes to it. `orders` reads its rows and hands them here as [`Sale`]s: the rollups sit
//! below the orders and never read them.

use chrono::NaiveDate;
use diesel::prelude::*;

use super::channel::Channel;
use super::daily::{self, Changes, Counts, Key};
use super::products::{Basket, ProductChanges};
use crate::db::schema::business_daily_stats;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::commission::{earned, OrderAmounts, Rules};
use crate::features::accounts::model::Influencer;

/// An attributed order as the rollups file it: its local day, its channel (`Organic` for an
/// influencer's code with no link) and its amounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sale {
    /// The order's day in the business's time zone.
    pub day: NaiveDate,
    /// Where it belongs.
    pub channel: Channel,
    /// Its total, refunds and tax.
    pub amounts: OrderAmounts,
}

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

impl Contribution {
    /// What `sale` of `business_id` counts for, credited to `influencer_id` (earning under
    /// `rules`, when the influencer is still known) and holding `basket`.
    pub fn new(
        business_id: &str,
        sale: &Sale,
        influencer_id: Option<String>,
        rules: Option<Rules>,
        basket: Basket,
    ) -> Contribution {
        let key = Key {
            business_id: business_id.to_owned(),
            day: sale.day,
            channel: sale.channel,
            influencer_id: influencer_id.unwrap_or_default(),
        };
        Contribution { key, counts: counts(&sale.amounts, rules), basket }
    }
}

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

/// Moves an order of `business_id` in the rollups from what it counted for `before` a write
/// (its amounts, refunds or attribution) to what it counts for `after` (`None`: not
/// attributed). Nothing is written when they are the same. Call inside the transaction of the
/// write.
pub fn move_sale(
    conn: &mut DbConnection,
    business_id: &str,
    before: Option<Contribution>,
    after: Option<Contribution>,
) -> AppResult<()> {
    if before == after {
        return Ok(());
    }
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
    baskets.apply(conn, business_id)
}

/// Works out `influencer`'s commission in the rollups again under their current rules: their
/// rows' commission columns are cleared and each of `credited` (every order credited to them,
/// as `orders` hands them) is added back. Call inside the transaction that changes the rules.
pub fn recount_commission(conn: &mut DbConnection, influencer: &Influencer, credited: &[Sale]) -> AppResult<()> {
    let business = &influencer.business_id;
    diesel::update(
        business_daily_stats::table
            .filter(business_daily_stats::business_id.eq(business))
            .filter(business_daily_stats::influencer_id.eq(&influencer.id)),
    )
    .set((business_daily_stats::calculated_minor.eq(0), business_daily_stats::commission_minor.eq(0)))
    .execute(conn)?;
    let rules = Rules::of(influencer);
    let mut changes = Changes::new();
    for sale in credited {
        let key = Key {
            business_id: business.clone(),
            day: sale.day,
            channel: sale.channel,
            influencer_id: influencer.id.clone(),
        };
        let c = counts(&sale.amounts, Some(rules));
        *changes.entry(key).or_default() +=
            Counts { calculated_minor: c.calculated_minor, commission_minor: c.commission_minor, ..Counts::default() };
    }
    daily::add(conn, &changes)
}
