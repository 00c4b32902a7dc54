//! The influencer rows of a business as the influencers feature manages them (create, edit,
//! switch on and off, the plan's cap, promocodes). Every query is scoped by the caller's
//! business, so another merchant's influencer is as absent as one that does not exist.

use diesel::prelude::*;

use super::model::{Influencer, InfluencerSettings, NewInfluencer};
use crate::db::schema::influencers;
use crate::db::DbConnection;
use crate::error::AppResult;

/// The influencer `username` of `business_id`.
pub fn influencer_named(conn: &mut DbConnection, business_id: &str, username: &str) -> AppResult<Option<Influencer>> {
    Ok(influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::username.eq(username))
        .select(Influencer::as_select())
        .first(conn)
        .optional()?)
}

/// Every influencer of `business_id`, active or not, by username.
pub fn influencers_of(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<Influencer>> {
    Ok(influencers::table
        .filter(influencers::business_id.eq(business_id))
        .order(influencers::username.asc())
        .select(Influencer::as_select())
        .load(conn)?)
}

/// How many influencers of `business_id` are active, not counting `except`.
pub fn active_influencers(conn: &mut DbConnection, business_id: &str, except: Option<&str>) -> AppResult<i64> {
    let mut active = influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::is_active.eq(true))
        .into_boxed();
    if let Some(id) = except {
        active = active.filter(influencers::id.ne(id));
    }
    Ok(active.count().get_result(conn)?)
}

/// The promocodes of `business_id`'s influencers other than `except`, as stored.
pub fn promocodes_of(conn: &mut DbConnection, business_id: &str, except: Option<&str>) -> AppResult<Vec<String>> {
    let mut others = influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::promocode.is_not_null())
        .select(influencers::promocode)
        .into_boxed();
    if let Some(id) = except {
        others = others.filter(influencers::id.ne(id));
    }
    let codes: Vec<Option<String>> = others.load(conn)?;
    Ok(codes.into_iter().flatten().collect())
}

/// Writes a new influencer and returns the row as stored.
pub fn create_influencer(conn: &mut DbConnection, new: &NewInfluencer<'_>) -> AppResult<Influencer> {
    diesel::insert_into(influencers::table).values(new).execute(conn)?;
    reread(conn, new.id)
}

/// Writes the form's fields of influencer `id` whole and returns the row as stored.
pub fn save_influencer(conn: &mut DbConnection, id: &str, settings: &InfluencerSettings) -> AppResult<Influencer> {
    diesel::update(influencers::table.find(id)).set(settings).execute(conn)?;
    reread(conn, id)
}

/// Switches influencer `id` on or off and returns the row as stored.
pub fn set_influencer_active(conn: &mut DbConnection, id: &str, active: bool) -> AppResult<Influencer> {
    diesel::update(influencers::table.find(id)).set(influencers::is_active.eq(active)).execute(conn)?;
    reread(conn, id)
}

fn reread(conn: &mut DbConnection, id: &str) -> AppResult<Influencer> {
    Ok(influencers::table.find(id).select(Influencer::as_select()).first::<Influencer>(conn)?)
}
