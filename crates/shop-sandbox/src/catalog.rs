//! Reading the sandbox catalog for the GraphQL endpoint: pages of products with their variants
//! and collections, and pages of collections with their product counts.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::schema::{sandbox_collection_products, sandbox_collections, sandbox_products, sandbox_variants};
use kernel::db::DbConnection;
use kernel::error::AppResult;

/// A product row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_products)]
pub struct ProductRow {
    /// Storage id (`{shop}/{gid}`).
    pub id: String,
    /// Shop.
    pub shop_domain: String,
    /// Number in the gid.
    pub number: i64,
    pub(crate) handle: String,
    pub(crate) title: String,
    pub(crate) description: String,
    pub(crate) product_type: String,
    /// ACTIVE, DRAFT or ARCHIVED.
    pub status: String,
    /// Comma-separated tags.
    pub tags: String,
    pub(crate) created_at: chrono::NaiveDateTime,
    pub(crate) updated_at: chrono::NaiveDateTime,
}

/// A variant row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_variants)]
pub struct VariantRow {
    /// Storage id.
    pub id: String,
    /// Product storage id.
    pub product_id: String,
    pub(crate) position: i32,
    /// Size option value.
    pub size: String,
    /// Colour option value.
    pub color: String,
    /// Colour as hex (for the generated image).
    pub color_hex: String,
    pub(crate) sku: String,
    /// Price in cents.
    pub price_cents: i64,
    /// Stock.
    pub inventory_quantity: i32,
}

/// A collection row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = sandbox_collections)]
pub struct CollectionRow {
    /// Storage id.
    pub id: String,
    /// Shop.
    pub shop_domain: String,
    /// Number in the gid.
    pub number: i64,
    pub(crate) handle: String,
    pub(crate) title: String,
    pub(crate) description: String,
}

/// A product with what the API shows of it.
#[derive(Debug, Clone)]
pub struct ProductBundle {
    /// The product.
    pub product: ProductRow,
    /// Its variants by position.
    pub variants: Vec<VariantRow>,
    /// Storage ids of its collections.
    pub collection_ids: Vec<String>,
}

/// Products of `shop` after product number `after`, up to `first`, plus whether more follow.
pub fn products_page(
    conn: &mut DbConnection,
    shop: &str,
    after: i64,
    first: i64,
) -> AppResult<(Vec<ProductBundle>, bool)> {
    let mut rows: Vec<ProductRow> = sandbox_products::table
        .filter(sandbox_products::shop_domain.eq(shop))
        .filter(sandbox_products::number.gt(after))
        .order(sandbox_products::number.asc())
        .limit(first + 1)
        .select(ProductRow::as_select())
        .load(conn)?;
    let more = rows.len() as i64 > first;
    rows.truncate(first as usize);
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut variants = variants_by_product(conn, &ids)?;
    let mut collections: HashMap<String, Vec<String>> = HashMap::new();
    for (collection, product) in sandbox_collection_products::table
        .filter(sandbox_collection_products::product_id.eq_any(&ids))
        .select((sandbox_collection_products::collection_id, sandbox_collection_products::product_id))
        .load::<(String, String)>(conn)?
    {
        collections.entry(product).or_default().push(collection);
    }
    let bundles = rows
        .into_iter()
        .map(|product| ProductBundle {
            variants: variants.remove(&product.id).unwrap_or_default(),
            collection_ids: collections.remove(&product.id).unwrap_or_default(),
            product,
        })
        .collect();
    Ok((bundles, more))
}

/// The variants of products `ids`, in position order, keyed by product id.
pub fn variants_by_product(conn: &mut DbConnection, ids: &[String]) -> AppResult<HashMap<String, Vec<VariantRow>>> {
    let mut variants: HashMap<String, Vec<VariantRow>> = HashMap::new();
    for v in sandbox_variants::table
        .filter(sandbox_variants::product_id.eq_any(ids))
        .order(sandbox_variants::position.asc())
        .select(VariantRow::as_select())
        .load::<VariantRow>(conn)?
    {
        variants.entry(v.product_id.clone()).or_default().push(v);
    }
    Ok(variants)
}

/// `rows` each with their variants, in the same order.
pub fn with_variants(conn: &mut DbConnection, rows: Vec<ProductRow>) -> AppResult<Vec<(ProductRow, Vec<VariantRow>)>> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut variants = variants_by_product(conn, &ids)?;
    Ok(rows
        .into_iter()
        .map(|p| {
            let v = variants.remove(&p.id).unwrap_or_default();
            (p, v)
        })
        .collect())
}

/// Collections of `shop` after number `after`, up to `first`, with product counts.
pub fn collections_page(
    conn: &mut DbConnection,
    shop: &str,
    after: i64,
    first: i64,
) -> AppResult<(Vec<(CollectionRow, i64)>, bool)> {
    let mut rows: Vec<CollectionRow> = sandbox_collections::table
        .filter(sandbox_collections::shop_domain.eq(shop))
        .filter(sandbox_collections::number.gt(after))
        .order(sandbox_collections::number.asc())
        .limit(first + 1)
        .select(CollectionRow::as_select())
        .load(conn)?;
    let more = rows.len() as i64 > first;
    rows.truncate(first as usize);
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let count: i64 = sandbox_collection_products::table
            .filter(sandbox_collection_products::collection_id.eq(&row.id))
            .count()
            .get_result(conn)?;
        out.push((row, count));
    }
    Ok((out, more))
}

/// The gid part of a storage id (`{shop}/gid://…` → `gid://…`).
pub fn gid(storage_id: &str) -> &str {
    storage_id.find("gid://").map_or(storage_id, |at| &storage_id[at..])
}
