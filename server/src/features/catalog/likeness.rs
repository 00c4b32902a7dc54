//! The facts of each product that say how alike two products are (collections, options, type,
//! price) and whether it can be sold: auto-swap picks a sold-out product's stand-in from these.

use std::collections::{BTreeSet, HashMap, HashSet};

use diesel::prelude::*;

use super::product_options;
use crate::db::schema::{collections, product_collections, products};
use crate::db::DbConnection;
use crate::error::AppResult;

/// A product as a comparison with another needs it.
#[derive(Debug, Clone)]
pub struct ProductLikeness {
    /// Store id.
    pub shopify_id: String,
    /// Title.
    pub title: String,
    /// The store's product type (may be empty).
    pub product_type: String,
    /// Lowest variant price, minor units.
    pub price: i64,
    /// The names of its options (Size, Color).
    pub option_names: BTreeSet<String>,
    /// Its collections (store ids).
    pub collections: HashSet<String>,
    /// Active and with units in stock.
    pub in_stock: bool,
}

/// id, store id, title, type, status, units in stock, lowest price, options JSON.
type ProductRow = (String, String, String, String, String, i32, i64, String);

/// The business's products by store id, with their collections.
pub fn likeness(conn: &mut DbConnection, business_id: &str) -> AppResult<HashMap<String, ProductLikeness>> {
    let rows: Vec<ProductRow> = products::table
        .filter(products::business_id.eq(business_id))
        .select((
            products::id,
            products::shopify_id,
            products::title,
            products::product_type,
            products::status,
            products::total_quantity,
            products::min_price_cents,
            products::options_json,
        ))
        .load(conn)?;
    let memberships: Vec<(String, String)> = product_collections::table
        .inner_join(collections::table.on(collections::id.eq(product_collections::collection_id)))
        .filter(collections::business_id.eq(business_id))
        .select((product_collections::product_id, collections::shopify_id))
        .load(conn)?;
    let mut by_local: HashMap<String, HashSet<String>> = HashMap::new();
    for (product, collection) in memberships {
        by_local.entry(product).or_default().insert(collection);
    }
    Ok(rows
        .into_iter()
        .map(|(id, shopify_id, title, product_type, status, quantity, price, options)| {
            let product = ProductLikeness {
                title,
                product_type,
                price,
                option_names: product_options::parse(&options).into_iter().map(|o| o.name).collect(),
                collections: by_local.remove(&id).unwrap_or_default(),
                in_stock: status.eq_ignore_ascii_case("active") && quantity > 0,
                shopify_id: shopify_id.clone(),
            };
            (shopify_id, product)
        })
        .collect())
}
