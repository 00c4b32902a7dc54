//! The links as the public side serves them: the link a public address names, a multilink's
//! experiences, a link's products and collections in the merchant's order. The public pages
//! read links here rather than the links tables, so the rules of what a link is stay in this
//! feature.

use diesel::prelude::*;

use super::kind::LinkKind;
use super::model::{LinkCollection, LinkProduct, LinkRow};
use crate::db::schema::{link_collections, link_products, links};
use crate::db::DbConnection;
use crate::error::AppResult;

/// Link `id` of `business_id`, open or not (`None` when the business has no such link: another
/// business's id is not found either).
pub fn link_of(conn: &mut DbConnection, business_id: &str, id: &str) -> AppResult<Option<LinkRow>> {
    Ok(links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::id.eq(id))
        .select(LinkRow::as_select())
        .first(conn)
        .optional()?)
}

/// The business's link of `kind`, for a kind each business has at most one of (its shoppable
/// feed).
pub fn only_link_of_kind(conn: &mut DbConnection, business_id: &str, kind: LinkKind) -> AppResult<Option<LinkRow>> {
    Ok(links::table
        .filter(links::business_id.eq(business_id))
        .filter(links::kind.eq(kind.as_db()))
        .select(LinkRow::as_select())
        .first(conn)
        .optional()?)
}

/// The experiences of multilink `id`, A first.
pub fn experiences(conn: &mut DbConnection, id: &str) -> AppResult<Vec<LinkRow>> {
    Ok(links::table
        .filter(links::parent_id.eq(id))
        .order(links::position.asc())
        .select(LinkRow::as_select())
        .load(conn)?)
}

/// The products of link `id` in the link's order.
pub fn products_of(conn: &mut DbConnection, id: &str) -> AppResult<Vec<LinkProduct>> {
    Ok(link_products::table
        .filter(link_products::link_id.eq(id))
        .order(link_products::position.asc())
        .select(LinkProduct::as_select())
        .load(conn)?)
}

/// The collections of link `id` in the link's order.
pub fn collections_of(conn: &mut DbConnection, id: &str) -> AppResult<Vec<LinkCollection>> {
    Ok(link_collections::table
        .filter(link_collections::link_id.eq(id))
        .order(link_collections::position.asc())
        .select(LinkCollection::as_select())
        .load(conn)?)
}

/// The image lists (JSON) of every link of `business_id`, closed ones too: the uploads sweep
/// keeps the files they name.
pub fn image_lists(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<String>> {
    Ok(links::table.filter(links::business_id.eq(business_id)).select(links::images).load(conn)?)
}
