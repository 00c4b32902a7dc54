//! Describing the catalog's images and reading the visual index back. An image is fetched like
//! a post's media (an address the store chose, so only public addresses, size-capped, no
//! redirects), decoded in one of the server's decode slots (docs/security.md#images-the-server-decodes)
//! and described by `product-vision`; the signature is stored with the method's version, so a
//! newer method describes the catalog again instead of comparing unlike signatures.

use std::time::Duration;

use diesel::prelude::*;

use crate::clock::now;
use crate::db::schema::product_visuals;
use crate::db::DbConnection;
use crate::error::AppResult;
use crate::features::catalog;
use crate::features::media::ImageDecoding;
use crate::http::fetch::{fetch, FetchRules};
use crate::state::AppState;

/// Largest product image fetched (a store's originals can be large photos).
const IMAGE_MAX_BYTES: usize = 20 * 1024 * 1024;
/// Rows described between two database reads.
const BATCH: i64 = 32;

/// The signature version this build makes (stored in `version`).
fn version() -> i32 {
    i32::try_from(product_vision::VERSION).unwrap_or(i32::MAX)
}

fn rules(state: &AppState) -> FetchRules {
    FetchRules {
        max_bytes: IMAGE_MAX_BYTES,
        // The built-in sandbox store serves its product photos on our own (loopback) address.
        trusted_prefix: state.settings.shopify.sandbox.then(|| format!("{}/sandbox/", state.public_base)),
        timeout: Duration::from_secs(20),
    }
}

/// The next rows after `after` (product, address) not yet described by this build's method, in
/// that order; a pass walks them once, so rows it leaves (an inactive product's) are not read
/// again by the same pass.
fn pending(
    conn: &mut DbConnection,
    business_id: &str,
    after: Option<&(String, String)>,
) -> AppResult<Vec<(String, String)>> {
    let mut rows = product_visuals::table
        .filter(product_visuals::business_id.eq(business_id))
        .filter(product_visuals::version.ne(version()))
        .into_boxed();
    if let Some((product, url)) = after {
        rows = rows.filter(
            product_visuals::product_id
                .gt(product.clone())
                .or(product_visuals::product_id.eq(product.clone()).and(product_visuals::image_url.gt(url.clone()))),
        );
    }
    Ok(rows
        .order((product_visuals::product_id.asc(), product_visuals::image_url.asc()))
        .limit(BATCH)
        .select((product_visuals::product_id, product_visuals::image_url))
        .load(conn)?)
}

/// Describes every image of `business_id`'s active products not yet described; how many were.
/// Drafts and archived products are never tagged, so their images wait until they are
/// published. An image that cannot be fetched or read is recorded with the reason and not tried
/// again by this version.
pub async fn describe_pending(state: &AppState, business_id: &str) -> AppResult<usize> {
    let id = business_id.to_owned();
    let products = state.db.run(move |conn| catalog::product_states(conn, &id)).await?;
    let mut done = 0;
    let mut after: Option<(String, String)> = None;
    loop {
        let (id, cursor) = (business_id.to_owned(), after.clone());
        let rows = state.db.run(move |conn| pending(conn, &id, cursor.as_ref())).await?;
        let Some(last) = rows.last().cloned() else { return Ok(done) };
        after = Some(last);
        for (product_id, url) in rows {
            if products.get(&product_id) != Some(&true) {
                continue;
            }
            let outcome = describe(state, &url).await;
            if let Err(e) = &outcome {
                tracing::warn!(business.id = %business_id, url = %url, error = %e, "a product image was not indexed");
            }
            let id = business_id.to_owned();
            state.db.run(move |conn| record(conn, &id, &product_id, &url, outcome)).await?;
            done += 1;
        }
    }
}

/// The signature of the image at `url`, or why there is none.
async fn describe(state: &AppState, url: &str) -> Result<Option<Vec<u8>>, String> {
    let bytes = fetch(url, &rules(state)).await.map_err(|e| e.to_string())?;
    state
        .handle::<ImageDecoding>()
        .examine(bytes, |picture| product_vision::describe(&picture).map(|s| s.to_bytes()))
        .await
        .map_err(|e| e.to_string())
}

fn record(
    conn: &mut DbConnection,
    business_id: &str,
    product_id: &str,
    url: &str,
    outcome: Result<Option<Vec<u8>>, String>,
) -> AppResult<()> {
    let (signature, error) = match outcome {
        Ok(Some(bytes)) => (Some(bytes), None),
        Ok(None) => (None, Some("no product found in the picture".to_owned())),
        Err(e) => (None, Some(e)),
    };
    diesel::update(product_visuals::table.find((business_id, product_id, url)))
        .set((
            product_visuals::version.eq(version()),
            product_visuals::signature.eq(signature),
            product_visuals::error.eq(error),
            product_visuals::updated_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// How many images of `business_id`'s active products this build's method has not described
/// yet: the index is still being built while there are any.
pub fn undescribed(conn: &mut DbConnection, business_id: &str) -> AppResult<usize> {
    let products = catalog::product_states(conn, business_id)?;
    let waiting: Vec<String> = product_visuals::table
        .filter(product_visuals::business_id.eq(business_id))
        .filter(product_visuals::version.ne(version()))
        .select(product_visuals::product_id)
        .load(conn)?;
    Ok(waiting.iter().filter(|id| products.get(*id) == Some(&true)).count())
}

/// The visual index of `business_id`: every signature this build's method made, by product and
/// address.
pub fn load(conn: &mut DbConnection, business_id: &str) -> AppResult<product_vision::Index> {
    let rows: Vec<(String, Option<Vec<u8>>)> = product_visuals::table
        .filter(product_visuals::business_id.eq(business_id))
        .filter(product_visuals::version.eq(version()))
        .filter(product_visuals::signature.is_not_null())
        // In one order every time: ranking walks the signatures in the order they were added
        // (sorting candidates stably), so an index read in whatever order the database keeps
        // its rows at the moment (PostgreSQL's changes as rows are rewritten) could answer one
        // picture two ways.
        .order((product_visuals::product_id.asc(), product_visuals::image_url.asc()))
        .select((product_visuals::product_id, product_visuals::signature))
        .load(conn)?;
    let mut index = product_vision::Index::new();
    for (product_id, bytes) in rows {
        if let Some(signature) = bytes.as_deref().and_then(product_vision::Signature::from_bytes) {
            index.add(&product_id, signature);
        }
    }
    Ok(index)
}
