//! Checking a post's tags: at most [`TAGS_MAX`] products, each in the merchant's catalog, each
//! chosen option one the product has (stored in the catalog's spelling). A refused list changes
//! nothing and names every broken rule.

use std::collections::BTreeMap;

use crate::db::DbConnection;
use crate::error::{AppError, AppResult};
use crate::features::catalog::known_products;
use crate::features::catalog::product_options;
use crate::features::links::SelectedOptions;

/// Most products on one post.
pub const TAGS_MAX: usize = 5;
/// The message past [`TAGS_MAX`].
pub const TAGS_MESSAGE: &str = "At most 5 products may be tagged on a post.";

/// A checked tag list, ready to store.
pub struct Checked {
    /// JSON list of product ids, duplicates removed, order kept.
    pub product_ids_json: String,
    /// JSON map of options per product, only for the tagged products.
    pub options_json: String,
}

/// Checks `ids` and `chosen` against `business_id`'s catalog.
pub fn check(
    conn: &mut DbConnection,
    business_id: &str,
    ids: &[String],
    chosen: &SelectedOptions,
) -> AppResult<Checked> {
    let mut unique: Vec<String> = Vec::new();
    for id in ids.iter().map(|i| i.trim()) {
        if !unique.iter().any(|u| u == id) {
            unique.push(id.to_owned());
        }
    }
    let mut errors = BTreeMap::new();
    if unique.len() > TAGS_MAX {
        errors.insert("product_ids".to_owned(), TAGS_MESSAGE.to_owned());
        return Err(AppError::Validation { message: TAGS_MESSAGE.into(), fields: errors });
    }
    let catalog = known_products(conn, business_id, &unique)?;
    let unknown: Vec<&str> = unique.iter().filter(|id| !catalog.contains_key(*id)).map(String::as_str).collect();
    if !unknown.is_empty() {
        errors.insert("product_ids".to_owned(), format!("Unknown product ids: {}", unknown.join(", ")));
    }
    let mut options = SelectedOptions::new();
    for id in &unique {
        let (Some(known), Some(picked)) = (catalog.get(id), chosen.get(id)) else { continue };
        match product_options::canonical(known, picked) {
            Ok(spelled) if !spelled.is_empty() => {
                options.insert(id.clone(), spelled);
            }
            Ok(_) => {}
            Err(name) => {
                errors.insert("selected_options".to_owned(), format!("Choose a {name} the product has"));
            }
        }
    }
    if let Some(error) = AppError::fields(errors) {
        return Err(error);
    }
    Ok(Checked {
        product_ids_json: serde_json::to_string(&unique).map_err(|e| AppError::Internal(e.into()))?,
        options_json: serde_json::to_string(&options).map_err(|e| AppError::Internal(e.into()))?,
    })
}
