//! Trends' products as the page shows them: title, picture, storefront address, the share of
//! variants in stock (the availability tag) and the selling score.

use std::collections::HashMap;

use serde::Serialize;
use ts_rs::TS;

use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::catalog;

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
    Ok(catalog::stocked_products(conn, business_id, ids)?
        .into_iter()
        .map(|p| {
            let ratio = if p.variants > 0 { p.variants_in_stock as f64 / p.variants as f64 } else { 1.0 };
            let product = TrendProduct {
                selling_score: scores.get(&p.shopify_id).copied().unwrap_or(0),
                variant_availability_ratio: (ratio * 100.0).round() / 100.0,
                id: p.shopify_id.clone(),
                title: p.title,
                image_url: p.image_url,
                url: p.url,
            };
            (p.shopify_id, product)
        })
        .collect())
}
