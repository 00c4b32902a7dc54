//! An influencer's commission worked out again when the merchant changes their rules: their
//! credited orders are read here and handed to `rollups`, which clears their commission and
//! adds it back under the new rules.

use diesel::prelude::*;

use super::counted::{channels_of, sale, OrderFacts, FACTS};
use crate::db::schema::{order_attributions, orders};
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::accounts::model::Influencer;
use crate::features::rollups::{self, Sale};

/// Works out `influencer`'s commission in the rollups again under their current rules, over
/// every order credited to them (their links' and their own code's). Call inside the
/// transaction that changes the rules.
pub fn recount_commission(conn: &mut DbConnection, influencer: &Influencer) -> AppResult<()> {
    let credited: Vec<OrderFacts> = orders::table
        .inner_join(order_attributions::table)
        .filter(orders::business_id.eq(&influencer.business_id))
        .filter(order_attributions::influencer_id.eq(&influencer.id))
        .select(FACTS)
        .load(conn)?;
    let channels = channels_of(conn, credited.iter().filter_map(|o| o.4.as_deref()).collect())?;
    let sales: Vec<Sale> = credited.into_iter().map(|facts| sale(facts, &channels)).collect();
    rollups::recount_commission(conn, influencer, &sales)
}
