//! What readers of many products ask of the catalog by store id: a product's title and
//! picture, a variant's picture, and a product's storefront page with its stock. Each answers a
//! whole set of ids in one or two queries; ids the catalog no longer holds are left out, so
//! readers fall back to what was sold.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::schema::{products, variants};
use crate::db::DbConnection;
use crate::error::AppResult;

/// A product's title and picture.
#[derive(Debug, Clone)]
pub struct ProductFace {
    /// Title.
    pub title: String,
    /// Picture.
    pub image_url: Option<String>,
}

/// The faces of `business_id`'s products among `ids`, by store product id.
pub fn product_faces<S: AsRef<str>>(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[S],
) -> AppResult<HashMap<String, ProductFace>> {
    let ids: Vec<&str> = ids.iter().map(AsRef::as_ref).collect();
    Ok(products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq_any(ids))
        .select((products::shopify_id, products::title, products::image_url))
        .load::<(String, String, Option<String>)>(conn)?
        .into_iter()
        .map(|(id, title, image_url)| (id, ProductFace { title, image_url }))
        .collect())
}

/// The pictures of `business_id`'s variants among `ids`, by store variant id.
pub fn variant_images(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[String],
) -> AppResult<HashMap<String, Option<String>>> {
    Ok(variants::table
        .inner_join(products::table)
        .filter(products::business_id.eq(business_id))
        .filter(variants::shopify_id.eq_any(ids))
        .select((variants::shopify_id, variants::image_url))
        .load::<(String, Option<String>)>(conn)?
        .into_iter()
        .collect())
}

/// A product with its storefront page and stock.
#[derive(Debug, Clone)]
pub struct StockedProduct {
    /// Store product id.
    pub shopify_id: String,
    /// Title.
    pub title: String,
    /// Picture.
    pub image_url: Option<String>,
    /// Storefront page.
    pub url: String,
    /// Its variants with stock.
    pub variants_in_stock: i64,
    /// All its variants (0 for a product without variants).
    pub variants: i64,
}

/// `business_id`'s products among `ids` with their stock: two queries, the products and then
/// their variants.
pub fn stocked_products(conn: &mut DbConnection, business_id: &str, ids: &[String]) -> AppResult<Vec<StockedProduct>> {
    let rows: Vec<(String, String, String, Option<String>, String)> = products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq_any(ids))
        .select((products::id, products::shopify_id, products::title, products::image_url, products::url))
        .load(conn)?;
    let ours: Vec<&String> = rows.iter().map(|r| &r.0).collect();
    let mut stock: HashMap<String, (i64, i64)> = HashMap::new();
    for (product, quantity) in variants::table
        .filter(variants::product_id.eq_any(ours))
        .select((variants::product_id, variants::inventory_quantity))
        .load::<(String, i32)>(conn)?
    {
        let s = stock.entry(product).or_default();
        s.0 += i64::from(quantity > 0);
        s.1 += 1;
    }
    Ok(rows
        .into_iter()
        .map(|(ours, shopify_id, title, image_url, url)| {
            let (variants_in_stock, variants) = stock.get(&ours).copied().unwrap_or_default();
            StockedProduct { shopify_id, title, image_url, url, variants_in_stock, variants }
        })
        .collect())
}
