//! The catalog as shoppers buy from it: a link's products with their live variants (price,
//! stock, options, pictures), what a public page's cache version depends on, and the store
//! addresses of a product or a collection. The public pages read the catalog here rather than
//! its tables; drafts and archived products are not sold.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::Deserialize;

use crate::db::schema::{collections, products, variants};
use crate::db::DbConnection;
use crate::error::AppResult;

/// The status of a product shoppers can buy (the store's `ACTIVE`, stored in lower case).
const SELLABLE: &str = "active";

/// `[{name, value}]` of a variant, as the catalog stores it.
#[derive(Debug, Clone, Deserialize)]
pub struct OptionPair {
    /// Option name.
    pub name: String,
    /// The variant's value of it.
    pub value: String,
}

/// A catalog variant with what a cart needs.
#[derive(Debug, Clone)]
pub struct CatalogVariant {
    /// `gid://shopify/ProductVariant/{n}`.
    pub shopify_id: String,
    /// Its options.
    pub options: Vec<OptionPair>,
    /// Units in stock.
    pub inventory_quantity: i32,
    /// Unit price in minor units of the business's currency.
    pub price_cents: i64,
    /// The variant's own image, when the store has one.
    pub image: Option<String>,
}

impl CatalogVariant {
    /// The number the cart permalink wants (last path segment of the gid).
    pub fn number(&self) -> Option<i64> {
        self.shopify_id.rsplit('/').next().and_then(|n| n.parse().ok())
    }

    /// Whether this variant has exactly these option values.
    pub fn matches(&self, chosen: &HashMap<String, String>) -> bool {
        self.options.iter().all(|o| chosen.get(&o.name) == Some(&o.value))
    }
}

/// A product shoppers can buy, with its variants in the store's order of ids.
#[derive(Debug, Clone)]
pub struct SellableProduct {
    /// `gid://shopify/Product/{n}`.
    pub shopify_id: String,
    /// Its title.
    pub title: String,
    /// Its own image.
    pub image: Option<String>,
    /// Its variants.
    pub variants: Vec<CatalogVariant>,
}

/// The variant columns read, in `VariantRow`'s order.
const VARIANT_COLUMNS: (
    variants::shopify_id,
    variants::selected_options_json,
    variants::inventory_quantity,
    variants::price_cents,
    variants::image_url,
) = (
    variants::shopify_id,
    variants::selected_options_json,
    variants::inventory_quantity,
    variants::price_cents,
    variants::image_url,
);

type VariantRow = (String, String, i32, i64, Option<String>);

fn to_variant((shopify_id, options, inventory_quantity, price_cents, image): VariantRow) -> CatalogVariant {
    CatalogVariant {
        shopify_id,
        options: serde_json::from_str(&options).unwrap_or_default(),
        inventory_quantity,
        price_cents,
        image,
    }
}

/// The sellable products among `shopify_ids` of `business_id` by store id (products gone or
/// not active are left out), in two queries whatever their number.
pub fn sellable_products(
    conn: &mut DbConnection,
    business_id: &str,
    shopify_ids: &[String],
) -> AppResult<HashMap<String, SellableProduct>> {
    let found: Vec<(String, String, String, Option<String>)> = products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq_any(shopify_ids))
        .filter(products::status.eq(SELLABLE))
        .select((products::id, products::shopify_id, products::title, products::image_url))
        .load(conn)?;
    let local_ids: Vec<&String> = found.iter().map(|(id, ..)| id).collect();
    let mut by_product: HashMap<String, Vec<CatalogVariant>> = HashMap::new();
    for (product_id, row) in variants::table
        .filter(variants::product_id.eq_any(&local_ids))
        .order(variants::shopify_id.asc())
        .select((variants::product_id, VARIANT_COLUMNS))
        .load::<(String, VariantRow)>(conn)?
    {
        by_product.entry(product_id).or_default().push(to_variant(row));
    }
    Ok(found
        .into_iter()
        .map(|(id, shopify_id, title, image)| {
            let variants = by_product.remove(&id).unwrap_or_default();
            (shopify_id.clone(), SellableProduct { shopify_id, title, image, variants })
        })
        .collect())
}

/// The variants of the business's product `product_shopify_id` (empty when it is gone or not
/// active).
pub fn sellable_variants(
    conn: &mut DbConnection,
    business_id: &str,
    product_shopify_id: &str,
) -> AppResult<Vec<CatalogVariant>> {
    let rows: Vec<VariantRow> = variants::table
        .inner_join(products::table)
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq(product_shopify_id))
        .filter(products::status.eq(SELLABLE))
        .order(variants::shopify_id.asc())
        .select(VARIANT_COLUMNS)
        .load(conn)?;
    Ok(rows.into_iter().map(to_variant).collect())
}

/// What a page of `shopify_ids` depends on in the catalog: how many of them the catalog has
/// (in any status) and the newest change among them. A page cached under these is stale as
/// soon as one of its products changes, is added or is removed.
pub fn products_version(
    conn: &mut DbConnection,
    business_id: &str,
    shopify_ids: &[String],
) -> AppResult<(usize, Option<NaiveDateTime>)> {
    let stamps: Vec<NaiveDateTime> = products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq_any(shopify_ids))
        .select(products::updated_at)
        .load(conn)?;
    Ok((stamps.len(), stamps.into_iter().max()))
}

/// The store's address of product `shopify_id` and its handle (`None` when the catalog does
/// not have it).
pub fn product_address(
    conn: &mut DbConnection,
    business_id: &str,
    shopify_id: &str,
) -> AppResult<Option<(String, String)>> {
    Ok(products::table
        .filter(products::business_id.eq(business_id))
        .filter(products::shopify_id.eq(shopify_id))
        .select((products::url, products::handle))
        .first(conn)
        .optional()?)
}

/// The handle of collection `shopify_id` (`None` when the catalog does not have it).
pub fn collection_handle(conn: &mut DbConnection, business_id: &str, shopify_id: &str) -> AppResult<Option<String>> {
    Ok(collections::table
        .filter(collections::business_id.eq(business_id))
        .filter(collections::shopify_id.eq(shopify_id))
        .select(collections::handle)
        .first(conn)
        .optional()?)
}
