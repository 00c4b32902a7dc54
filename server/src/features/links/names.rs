//! What readers of many links ask by id: which rows make up a link (a multilink's
//! experiences), the ids and kinds of a business's links, the face a list shows of a link
//! (kind, where it leads, title, pictures) and the products links show in their order. Each
//! answers a whole set of ids in one query, so a list costs the same whatever its length.

use std::collections::HashMap;

use diesel::prelude::*;

use super::kind::{LinkKind, UrlType};
use super::model::LinkRow;
use super::wire::LinkImage;
use crate::db::schema::{link_products, links};
use crate::db::DbConnection;
use crate::error::AppResult;

/// The ids of every experience of `business_id`'s multilink `multilink`, closed ones too.
pub fn experience_ids(conn: &mut DbConnection, business_id: &str, multilink: &str) -> AppResult<Vec<String>> {
    Ok(links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::parent_id.eq(multilink))
        .select(links::id)
        .load(conn)?)
}

/// The live experiences of `multilink` in their order (A, B, …; equal positions by age).
pub fn live_experiences(conn: &mut DbConnection, multilink: &LinkRow) -> AppResult<Vec<LinkRow>> {
    Ok(links::table
        .filter(links::business_id.eq(&multilink.business_id))
        .filter(links::parent_id.eq(&multilink.id))
        .filter(links::closed_at.is_null())
        .order((links::position.asc(), links::created_at.asc()))
        .select(LinkRow::as_select())
        .load(conn)?)
}

/// `business_id`'s rows among `ids` and the experiences of the multilinks among them, each with
/// its multilink (`None` for a top-level row).
pub fn with_experiences(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[String],
) -> AppResult<Vec<(String, Option<String>)>> {
    Ok(links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::id.eq_any(ids).or(links::parent_id.eq_any(ids)))
        .select((links::id, links::parent_id))
        .load(conn)?)
}

/// The ids of every link of `business_id`, of any kind, closed ones too.
pub fn ids_of(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    Ok(links::table.filter(links::business_id.eq(business_id)).select(links::id).load(conn)?)
}

/// Which of a business's links [`kinds_of`] answers.
#[derive(Debug, Clone, Copy)]
pub struct KindsOf<'a> {
    /// The business.
    pub business_id: &'a str,
    /// Only the links of this influencer, when given.
    pub influencer_id: Option<&'a str>,
    /// Only top-level links (no experience of a multilink) of these kinds, when given.
    pub top_level_of: Option<&'a [LinkKind]>,
}

/// The kind of each link `of` names, closed ones too (a kind this build does not know reads
/// as a look).
pub fn kinds_of(conn: &mut DbConnection, of: &KindsOf<'_>) -> AppResult<HashMap<String, LinkKind>> {
    let mut q = links::table.filter(links::business_id.eq(of.business_id)).into_boxed();
    if let Some(inf) = of.influencer_id {
        q = q.filter(links::influencer_id.eq(inf.to_owned()));
    }
    if let Some(kinds) = of.top_level_of {
        q = q
            .filter(links::parent_id.is_null())
            .filter(links::kind.eq_any(kinds.iter().map(|k| k.as_db()).collect::<Vec<_>>()));
    }
    Ok(q.select((links::id, links::kind))
        .load::<(String, String)>(conn)?
        .into_iter()
        .map(|(id, kind)| (id, LinkKind::parse(&kind).unwrap_or(LinkKind::Look)))
        .collect())
}

/// What a list of orders or earnings shows of a link.
#[derive(Debug, Clone)]
pub struct LinkFace {
    /// Link id.
    pub id: String,
    /// What it is (a kind this build does not know reads as a look).
    pub kind: LinkKind,
    /// The multilink it is an experience of.
    pub parent_id: Option<String>,
    /// Where it leads (an unknown value reads as a look).
    pub url_type: UrlType,
    /// Its title.
    pub description: String,
    /// Its own pictures (none when the stored list cannot be read).
    pub images: Vec<LinkImage>,
}

/// The faces of `business_id`'s links among `ids`, closed ones too (ids of other businesses
/// and unknown ids are left out).
pub fn faces_of(conn: &mut DbConnection, business_id: &str, ids: &[&String]) -> AppResult<Vec<LinkFace>> {
    Ok(links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::id.eq_any(ids))
        .select((links::id, links::kind, links::parent_id, links::url_type, links::description, links::images))
        .load::<(String, String, Option<String>, String, String, String)>(conn)?
        .into_iter()
        .map(|(id, kind, parent_id, url_type, description, images)| LinkFace {
            id,
            kind: LinkKind::parse(&kind).unwrap_or(LinkKind::Look),
            parent_id,
            url_type: UrlType::parse(&url_type).unwrap_or(UrlType::Look),
            description,
            images: serde_json::from_str(&images).unwrap_or_default(),
        })
        .collect())
}

/// One product a link shows.
#[derive(Debug, Clone)]
pub struct ShownProduct {
    /// The link.
    pub link_id: String,
    /// Its place on the link (0 first).
    pub position: i32,
    /// Store product id.
    pub product_id: String,
}

/// The products `ids` show, by link and then in each link's order.
pub fn shown_products(conn: &mut DbConnection, ids: &[&String]) -> AppResult<Vec<ShownProduct>> {
    Ok(link_products::table
        .filter(link_products::link_id.eq_any(ids))
        .order((link_products::link_id, link_products::position))
        .select((link_products::link_id, link_products::position, link_products::product_shopify_id))
        .load::<(String, i32, String)>(conn)?
        .into_iter()
        .map(|(link_id, position, product_id)| ShownProduct { link_id, position, product_id })
        .collect())
}
