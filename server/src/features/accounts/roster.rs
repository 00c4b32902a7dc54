//! A business's influencers as analytics lists them: each one's username, picture and whether
//! they are active, for the insights table, and the pictures of those a list of orders credits.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::schema::influencers;
use crate::db::DbConnection;
use crate::error::AppResult;

/// An influencer as the insights table shows them.
#[derive(Debug, Clone, Queryable)]
pub struct RosterEntry {
    /// Influencer id.
    pub id: String,
    /// Username.
    pub username: String,
    /// Profile picture.
    pub image: Option<String>,
    /// Whether they are active.
    pub is_active: bool,
}

/// The influencers of `business_id` by username: all of them, or only `only` when given.
pub fn influencer_roster(
    conn: &mut DbConnection,
    business_id: &str,
    only: Option<&str>,
) -> AppResult<Vec<RosterEntry>> {
    let mut q = influencers::table.filter(influencers::business_id.eq(business_id)).into_boxed();
    if let Some(own) = only {
        q = q.filter(influencers::id.eq(own.to_owned()));
    }
    Ok(q.order(influencers::username.asc())
        .select((influencers::id, influencers::username, influencers::profile_image_url, influencers::is_active))
        .load(conn)?)
}

/// The profile pictures of `business_id`'s influencers among `ids`, by id.
pub fn influencer_pictures_by_id(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[&String],
) -> AppResult<HashMap<String, Option<String>>> {
    Ok(influencers::table
        .filter(influencers::business_id.eq(business_id))
        .filter(influencers::id.eq_any(ids))
        .select((influencers::id, influencers::profile_image_url))
        .load::<(String, Option<String>)>(conn)?
        .into_iter()
        .collect())
}
