//! Which product images the visual index holds: the catalog sync and product webhooks list
//! every image of a product (each colour and view, `images(first:)`), and the rows follow that
//! list. A new address starts undescribed (`version` 0, no signature); the pass describes it.

use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::product_visuals;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::catalog;

/// Images of one product indexed at most (Shopify lists them in the merchant's order; the first
/// ones are the ones that matter).
pub const PER_PRODUCT: usize = 20;

/// Makes `product_id`'s rows those of `urls`: rows of addresses no longer listed go, new
/// addresses are added undescribed, known ones keep their signatures.
pub fn replace(conn: &mut DbConnection, business_id: &str, product_id: &str, urls: &[String]) -> AppResult<()> {
    let mut wanted: Vec<&str> = Vec::new();
    for url in urls.iter().map(|u| u.trim()).filter(|u| !u.is_empty()) {
        if !wanted.contains(&url) && wanted.len() < PER_PRODUCT {
            wanted.push(url);
        }
    }
    let mine = product_visuals::table
        .filter(product_visuals::business_id.eq(business_id))
        .filter(product_visuals::product_id.eq(product_id));
    diesel::delete(mine.filter(product_visuals::image_url.ne_all(&wanted))).execute(conn)?;
    let known: Vec<String> = mine.select(product_visuals::image_url).load(conn)?;
    let at = now();
    for url in wanted.into_iter().filter(|u| !known.iter().any(|k| k == u)) {
        diesel::insert_into(product_visuals::table)
            .values((
                product_visuals::business_id.eq(business_id),
                product_visuals::product_id.eq(product_id),
                product_visuals::image_url.eq(url),
                product_visuals::version.eq(0),
                product_visuals::updated_at.eq(at),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// Removes the rows of products the catalog no longer has; how many went.
pub fn forget_removed(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    let present = catalog::product_states(conn, business_id)?;
    let indexed: Vec<String> = product_visuals::table
        .filter(product_visuals::business_id.eq(business_id))
        .select(product_visuals::product_id)
        .distinct()
        .load(conn)?;
    let gone: Vec<String> = indexed.into_iter().filter(|id| !present.contains_key(id)).collect();
    let mut removed = 0;
    // In slices, so a catalog emptied at once stays under every backend's parameter limit.
    for ids in gone.chunks(500) {
        removed += diesel::delete(
            product_visuals::table
                .filter(product_visuals::business_id.eq(business_id))
                .filter(product_visuals::product_id.eq_any(ids)),
        )
        .execute(conn)?;
    }
    Ok(removed)
}
