//! What order attribution and the sales rollups ask of the influencer rows: whose promocode an
//! order used, and the rules a credited influencer earns under. `orders` reads them here rather
//! than the influencers table, so the accounts feature stays the one place that knows them.

use diesel::prelude::*;

use super::commission::Rules;
use super::model::Influencer;
use crate::db::schema::influencers;
use crate::db::DbConnection;
use crate::error::AppResult;

/// The influencer of `business_id` whose promocode is one of `codes` (trimmed and lower-cased:
/// codes are compared ignoring case, in Rust so the folding is the same on both backends).
pub fn influencer_of_code(conn: &mut DbConnection, business_id: &str, codes: &[String]) -> AppResult<Option<String>> {
    if codes.is_empty() {
        return Ok(None);
    }
    // Two influencers of a business never share a code (the form refuses it); the oldest wins
    // should older data hold a clash.
    let candidates: Vec<(String, String)> = influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::promocode.is_not_null())
        .order((influencers::created_at.asc(), influencers::id.asc()))
        .select((influencers::id, influencers::promocode.assume_not_null()))
        .load(conn)?;
    Ok(candidates.into_iter().find(|(_, code)| codes.contains(&code.trim().to_lowercase())).map(|(id, _)| id))
}

/// The commission rules of influencer `id` (`None` when there is no such influencer).
pub fn commission_rules_of(conn: &mut DbConnection, id: &str) -> AppResult<Option<Rules>> {
    let influencer: Option<Influencer> =
        influencers::table.find(id).select(Influencer::as_select()).first(conn).optional()?;
    Ok(influencer.as_ref().map(Rules::of))
}
