//! Trends' products as the page shows them: title, picture, storefront address, the share of
//! variants in stock (the availability tag) and the selling score.

use std::collections::HashMap;

use diesel::prelude::*;
use serde::Serialize;
use ts_rs::TS;

use crate::db::schema::{products, variants};
use crate::db::DbConnection;
use crate::error::AppResult;

/// A product of a trends answer.
#[derive(Debug, Clone, Serialize, TS)]
#[ts(export, export_to = "TrendProduct.ts")]
pub struct TrendProduct {
    /// Store product id (`gid://shopify/Product/…`).
    pub id: String,
    /// Title.
    pub title: String,
    /// Picture.
    pub image_url: Option<String>,
    /// Storefront page.
    pub url: String,
    /// Variants in stock ÷ variants, 0–1 (1 for a product without variants).
    pub variant_availability_ratio: f64,
    /// 0–100 ([`super::stats::selling_score`]).
    pub selling_score: u8,
}

/// The catalog's products among `ids` (a product the catalog no longer holds is left out),
/// with their selling scores from `scores`.
pub fn products_of(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[String],
    scores: &HashMap<String, u8>,
) -> AppResult<HashMap<String, TrendProduct>> {
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
        .map(|(ours, id, title, image_url, url)| {
            let ratio = match stock.get(&ours) {
                Some((available, all)) if *all > 0 => *available as f64 / *all as f64,
                _ => 1.0,
            };
            let product = TrendProduct {
                selling_score: scores.get(&id).copied().unwrap_or(0),
                variant_availability_ratio: (ratio * 100.0).round() / 100.0,
                id: id.clone(),
                title,
                image_url,
                url,
            };
            (id, product)
        })
        .collect())
}
