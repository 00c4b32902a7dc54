//! Auto-swap (docs/settings.md#auto-swap): with the setting on, a product on a live look that
//! runs out of stock is replaced by the most similar product still in stock, and each swap is
//! recorded ([`super::swaps`]). It runs after the store reports a product change (the
//! `products/update` webhook), after a catalog sync, and when the merchant turns the setting on.
//!
//! "Most similar" is a fixed order of tests, so a merchant can predict it:
//! 1. more collections shared with the product that ran out;
//! 2. the same option names (a T-shirt's Size and Color for a T-shirt);
//! 3. the same product type;
//! 4. promoted in the AI preferences (the product or one of its collections);
//! 5. the closest price; then the title.
//!
//! A candidate must be active, in stock, not already on the look, not excluded in the AI
//! preferences (the product or one of its collections), and share at least a collection, the
//! option names or the product type: a look keeps a sold-out product rather than get an
//! unrelated one.

use std::collections::{HashMap, HashSet};

use super::{store, swaps};
use crate::db::{business_write_transaction, DbConnection};
use crate::error::AppResult;
use crate::features::catalog::preferences::{self, Kind};
use crate::features::catalog::{self, ProductLikeness as Product};
use crate::features::links::{self, Placement};

/// Whether `candidate` may stand in for `gone` at all.
fn related(candidate: &Product, gone: &Product) -> bool {
    !candidate.collections.is_disjoint(&gone.collections)
        || (!gone.option_names.is_empty() && candidate.option_names == gone.option_names)
        || (!gone.product_type.is_empty() && candidate.product_type == gone.product_type)
}

/// The comparison key: smaller is more similar (see the module's order).
fn distance(candidate: &Product, gone: &Product, promoted: bool) -> (usize, bool, bool, bool, i64, String) {
    (
        usize::MAX - candidate.collections.intersection(&gone.collections).count(),
        candidate.option_names != gone.option_names,
        candidate.product_type.is_empty() || candidate.product_type != gone.product_type,
        !promoted,
        (candidate.price - gone.price).abs(),
        candidate.title.clone(),
    )
}

/// Replaces the out-of-stock products of the business's live looks when auto-swap is on;
/// returns how many were swapped.
pub fn run(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    if !store::load(conn, business_id)?.settings.auto_swap_enabled {
        return Ok(0);
    }
    // Runs at once (the setting turned on while a sync ends) take turns: the second sees the
    // first one's swaps, so a sold-out product is replaced and recorded once.
    business_write_transaction(conn, business_id, |conn| swap_all(conn, business_id))
}

fn swap_all(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    let placed = links::live_placements(conn, business_id)?;
    if placed.is_empty() {
        return Ok(0);
    }
    let catalog = catalog::likeness(conn, business_id)?;
    let gone: Vec<&Placement> =
        placed.iter().filter(|p| catalog.get(&p.product_id).is_some_and(|p| !p.in_stock)).collect();
    if gone.is_empty() {
        return Ok(0);
    }
    let products_prefs = preferences::load(conn, business_id, Kind::Product)?;
    let collections_prefs = preferences::load(conn, business_id, Kind::Collection)?;
    let excluded = |p: &Product| {
        products_prefs.exclude.contains(&p.shopify_id)
            || collections_prefs.exclude.iter().any(|c| p.collections.contains(c))
    };
    let promoted = |p: &Product| {
        products_prefs.prefer.contains(&p.shopify_id)
            || collections_prefs.prefer.iter().any(|c| p.collections.contains(c))
    };
    let mut on_look: HashMap<&str, HashSet<String>> = HashMap::new();
    for p in &placed {
        on_look.entry(p.link_id.as_str()).or_default().insert(p.product_id.clone());
    }
    let mut swapped = 0;
    for Placement { link_id, link_title, position, product_id } in gone {
        let Some(old) = catalog.get(product_id) else { continue };
        let taken = on_look.get(link_id.as_str()).cloned().unwrap_or_default();
        let best = catalog
            .values()
            .filter(|c| c.in_stock && !taken.contains(&c.shopify_id) && !excluded(c) && related(c, old))
            .min_by_key(|c| distance(c, old, promoted(c)));
        let Some(new) = best else { continue };
        links::replace_product(conn, link_id, *position, &new.shopify_id)?;
        swaps::record(
            conn,
            business_id,
            &swaps::Replaced {
                link: (link_id, link_title),
                from: (&old.shopify_id, &old.title),
                to: (&new.shopify_id, &new.title),
            },
        )?;
        on_look.entry(link_id.as_str()).or_default().insert(new.shopify_id.clone());
        swapped += 1;
    }
    Ok(swapped)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(id: &str, collections: &[&str], options: &[&str], kind: &str, price: i64) -> Product {
        Product {
            shopify_id: id.into(),
            title: id.into(),
            product_type: kind.into(),
            price,
            option_names: options.iter().map(|o| (*o).to_owned()).collect(),
            collections: collections.iter().map(|c| (*c).to_owned()).collect(),
            in_stock: true,
        }
    }

    #[test]
    fn collection_then_options_then_type_then_price() {
        let gone = product("tee", &["summer"], &["Size", "Color"], "Shirt", 2000);
        let same_collection = product("a", &["summer"], &["Size"], "Hat", 9000);
        let same_options = product("b", &["winter"], &["Size", "Color"], "Shirt", 2000);
        let cheaper_twin = product("c", &["summer"], &["Size", "Color"], "Shirt", 1500);
        let twin = product("d", &["summer"], &["Size", "Color"], "Shirt", 2100);
        let mut all = [&same_collection, &same_options, &cheaper_twin, &twin];
        all.sort_by_key(|c| distance(c, &gone, false));
        assert_eq!(all.map(|p| p.shopify_id.as_str()), ["d", "c", "a", "b"]);
        assert!(!related(&product("z", &[], &["Flavour"], "Food", 2000), &gone));
        assert!(distance(&twin, &gone, true) < distance(&twin, &gone, false));
    }
}
