//! Which of the ids an editor picked are the business's products and collections: the link
//! editors and the shopboard's tags check what they are given against the catalog here.

use std::collections::{HashMap, HashSet};

use diesel::prelude::*;

use super::product_options::{self, CatalogOption};
use crate::db::schema::{collections, products};
use crate::db::DbConnection;
use crate::error::AppResult;

/// The business's products among `ids` (store ids), with their options.
pub fn known_products(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[String],
) -> AppResult<HashMap<String, Vec<CatalogOption>>> {
    Ok(products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq_any(ids))
        .select((products::shopify_id, products::options_json))
        .load::<(String, String)>(conn)?
        .into_iter()
        .map(|(id, json)| (id, product_options::parse(&json)))
        .collect())
}

/// The business's collections among `ids` (store ids).
pub fn known_collections(conn: &mut DbConnection, business_id: &str, ids: &[String]) -> AppResult<HashSet<String>> {
    Ok(collections::table
        .filter(collections::business_id.eq(business_id))
        .filter(collections::shopify_id.eq_any(ids))
        .select(collections::shopify_id)
        .load::<String>(conn)?
        .into_iter()
        .collect())
}

/// Every product of the business by store id, with whether it is active: drafts and archived
/// products are kept in the catalog but never sold or tagged.
pub fn product_states(conn: &mut DbConnection, business_id: &str) -> AppResult<HashMap<String, bool>> {
    Ok(products::table
        .filter(products::business_id.eq(business_id))
        .select((products::shopify_id, products::status))
        .load::<(String, String)>(conn)?
        .into_iter()
        .map(|(id, status)| (id, status == "active"))
        .collect())
}
