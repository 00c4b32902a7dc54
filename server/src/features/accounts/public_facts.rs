//! What the public side shows of an account: whose username a public address names, the
//! business's name, currency and store, and the strip of the influencer who shares a link.
//! The public pages read these here rather than the account tables, so the accounts feature
//! stays the one place that knows them.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::schema::{businesses, influencers, users};
use crate::db::DbConnection;
use crate::error::AppResult;

/// The business whose merchant has `username` (the first segment of a public address).
pub fn business_of_username(conn: &mut DbConnection, username: &str) -> AppResult<Option<String>> {
    Ok(users::table.filter(users::username.eq(username)).select(users::business_id).first(conn).optional()?)
}

/// The username of `business_id`'s merchant: the first segment of its public addresses (a
/// brand domain of the business stands for it).
pub fn merchant_username(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<String>> {
    Ok(users::table
        .filter(users::business_id.eq(business_id))
        .order(users::created_at.asc())
        .select(users::username)
        .first(conn)
        .optional()?)
}

/// A business as shoppers meet it.
#[derive(Debug, Clone, Queryable)]
pub struct ShopFacts {
    /// The store's name, which opens every public page.
    pub name: String,
    /// ISO currency of its prices.
    pub currency: String,
    /// The connected store's shop domain (`None` while no store is connected: its links serve
    /// nothing).
    pub store_domain: Option<String>,
}

/// The name, currency and store of `business_id` (`None` for a business that is gone).
pub fn shop_facts(conn: &mut DbConnection, business_id: &str) -> AppResult<Option<ShopFacts>> {
    Ok(businesses::table
        .find(business_id)
        .select((businesses::name, businesses::currency, businesses::store_domain))
        .first(conn)
        .optional()?)
}

/// The influencer strip of a link: who shares it.
#[derive(Debug, Clone, Queryable)]
pub struct InfluencerFace {
    /// Their username.
    pub username: String,
    /// Their profile picture.
    pub image: Option<String>,
}

/// The face of influencer `id` (`None` when they are gone).
pub fn influencer_face(conn: &mut DbConnection, id: &str) -> AppResult<Option<InfluencerFace>> {
    Ok(influencers::table
        .find(id)
        .select((influencers::username, influencers::profile_image_url))
        .first(conn)
        .optional()?)
}

/// The faces of the influencers among `ids`, by id (the link lists show who shares each link,
/// the recent orders who was credited).
pub fn influencer_faces(conn: &mut DbConnection, ids: &[String]) -> AppResult<HashMap<String, InfluencerFace>> {
    Ok(influencers::table
        .filter(influencers::id.eq_any(ids))
        .select((influencers::id, influencers::username, influencers::profile_image_url))
        .load::<(String, String, Option<String>)>(conn)?
        .into_iter()
        .map(|(id, username, image)| (id, InfluencerFace { username, image }))
        .collect())
}

/// The profile pictures of `business_id`'s influencers (the uploads sweep keeps the files they
/// name).
pub fn influencer_pictures(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    Ok(influencers::table
        .filter(influencers::business_id.eq(business_id))
        .select(influencers::profile_image_url)
        .load::<Option<String>>(conn)?
        .into_iter()
        .flatten()
        .collect())
}
