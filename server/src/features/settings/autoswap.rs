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

use std::collections::{BTreeSet, HashMap, HashSet};

use diesel::prelude::*;

use super::{store, swaps};
use crate::clock::now;
use crate::db::schema::{collections, link_products, links, product_collections, products};
use crate::db::{write_transaction, DbConnection};
use crate::error::AppResult;
use crate::features::catalog::preferences::{self, Kind};
use crate::features::catalog::product_options;
use crate::features::links::kind::LinkKind;

/// A product as the comparison needs it.
#[derive(Debug, Clone)]
struct Product {
    shopify_id: String,
    title: String,
    product_type: String,
    price: i64,
    option_names: BTreeSet<String>,
    collections: HashSet<String>,
    in_stock: bool,
}

impl Product {
    /// Whether `self` may stand in for `gone` at all.
    fn related(&self, gone: &Product) -> bool {
        !self.collections.is_disjoint(&gone.collections)
            || (!gone.option_names.is_empty() && self.option_names == gone.option_names)
            || (!gone.product_type.is_empty() && self.product_type == gone.product_type)
    }

    /// The comparison key: smaller is more similar (see the module's order).
    fn distance(&self, gone: &Product, promoted: bool) -> (usize, bool, bool, bool, i64, String) {
        (
            usize::MAX - self.collections.intersection(&gone.collections).count(),
            self.option_names != gone.option_names,
            self.product_type.is_empty() || self.product_type != gone.product_type,
            !promoted,
            (self.price - gone.price).abs(),
            self.title.clone(),
        )
    }
}

/// id, store id, title, type, status, units in stock, lowest price, options JSON.
type ProductRow = (String, String, String, String, String, i32, i64, String);

/// The business's products by store id, with their collections (store ids).
fn catalog(conn: &mut DbConnection, business_id: &str) -> AppResult<HashMap<String, Product>> {
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
            let product = Product {
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

/// Replaces the out-of-stock products of the business's live looks when auto-swap is on;
/// returns how many were swapped.
pub fn run(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    if !store::load(conn, business_id)?.settings.auto_swap_enabled {
        return Ok(0);
    }
    write_transaction(conn, |conn| swap_all(conn, business_id))
}

fn swap_all(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    let placed: Vec<(String, String, i32, String)> = link_products::table
        .inner_join(links::table.on(links::id.eq(link_products::link_id)))
        .filter(links::business_id.eq(business_id))
        .filter(links::kind.eq(LinkKind::Look.as_db()))
        .filter(links::closed_at.is_null())
        .filter(links::store_disconnected_at.is_null())
        .select((links::id, links::description, link_products::position, link_products::product_shopify_id))
        .load(conn)?;
    if placed.is_empty() {
        return Ok(0);
    }
    let catalog = catalog(conn, business_id)?;
    let gone: Vec<&(String, String, i32, String)> =
        placed.iter().filter(|(.., pid)| catalog.get(pid).is_some_and(|p| !p.in_stock)).collect();
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
    for (link, _, _, pid) in &placed {
        on_look.entry(link.as_str()).or_default().insert(pid.clone());
    }
    let mut swapped = 0;
    for (link_id, link_title, position, pid) in gone {
        let Some(old) = catalog.get(pid) else { continue };
        let taken = on_look.get(link_id.as_str()).cloned().unwrap_or_default();
        let best = catalog
            .values()
            .filter(|c| c.in_stock && !taken.contains(&c.shopify_id) && !excluded(c) && c.related(old))
            .min_by_key(|c| c.distance(old, promoted(c)));
        let Some(new) = best else { continue };
        diesel::update(link_products::table.find((link_id, position)))
            .set((link_products::product_shopify_id.eq(&new.shopify_id), link_products::selected_options.eq("{}")))
            .execute(conn)?;
        // The look's pages are cached by the link's change time.
        diesel::update(links::table.find(link_id)).set(links::updated_at.eq(now())).execute(conn)?;
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
        all.sort_by_key(|c| c.distance(&gone, false));
        assert_eq!(all.map(|p| p.shopify_id.as_str()), ["d", "c", "a", "b"]);
        assert!(!product("z", &[], &["Flavour"], "Food", 2000).related(&gone));
        assert!(twin.distance(&gone, true) < twin.distance(&gone, false));
    }
}
