//! Where products are placed on live looks, and the one-product replacement auto-swap makes:
//! the settings feature decides what replaces a sold-out product and asks here to write it.

use diesel::prelude::*;

use super::kind::LinkKind;
use crate::clock::now;
use crate::db::schema::{link_products, links};
use crate::db::DbConnection;
use crate::error::AppResult;

/// One product on one live look.
#[derive(Debug, Clone, Queryable)]
pub struct Placement {
    /// The look.
    pub link_id: String,
    /// The look's title.
    pub link_title: String,
    /// The product's place on the look.
    pub position: i32,
    /// The product (store id).
    pub product_id: String,
}

/// Every product on the business's live looks (open, with a connected store).
pub fn live_placements(conn: &mut DbConnection, business_id: &str) -> AppResult<Vec<Placement>> {
    Ok(link_products::table
        .inner_join(links::table.on(links::id.eq(link_products::link_id)))
        .filter(links::business_id.eq(business_id))
        .filter(links::kind.eq(LinkKind::Look.as_db()))
        .filter(links::closed_at.is_null())
        .filter(links::store_disconnected_at.is_null())
        .select((links::id, links::description, link_products::position, link_products::product_shopify_id))
        .load(conn)?)
}

/// Puts `product_id` in `link_id`'s place `position`, with no options chosen, and marks the
/// look as changed (its pages are cached by the link's change time).
pub fn replace_product(conn: &mut DbConnection, link_id: &str, position: i32, product_id: &str) -> AppResult<()> {
    diesel::update(link_products::table.find((link_id, position)))
        .set((link_products::product_shopify_id.eq(product_id), link_products::selected_options.eq("{}")))
        .execute(conn)?;
    diesel::update(links::table.find(link_id)).set(links::updated_at.eq(now())).execute(conn)?;
    Ok(())
}
