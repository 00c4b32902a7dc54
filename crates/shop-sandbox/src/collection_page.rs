//! `GET /sandbox/{shop}/collections/{handle}`: a collection's active products, as a Shopify
//! online store's collection page (short links to a collection land here).

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde_json::json;

use super::admin::shop_of;
use super::catalog::{self, ProductRow};
use super::storefront::cards;
use super::{landing, seed, shop};
use crate::schema::{sandbox_collection_products, sandbox_collections, sandbox_products};
use crate::state::Sandbox;
use kernel::error::AppResult;

/// The handler.
pub async fn page(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, handle) = path.into_inner();
    let shop = shop_of(&raw)?;
    let domain = shop.clone();
    let found = state
        .db
        .run(move |conn| {
            let shop_row = shop::get_or_create(conn, &domain)?;
            seed::ensure_catalog(conn, &domain)?;
            let collection: Option<(String, String)> = sandbox_collections::table
                .filter(sandbox_collections::shop_domain.eq(&domain))
                .filter(sandbox_collections::handle.eq(&handle))
                .select((sandbox_collections::id, sandbox_collections::title))
                .first(conn)
                .optional()?;
            let Some((id, title)) = collection else { return Ok(None) };
            let rows: Vec<ProductRow> = sandbox_products::table
                .inner_join(
                    sandbox_collection_products::table
                        .on(sandbox_collection_products::product_id.eq(sandbox_products::id)),
                )
                .filter(sandbox_collection_products::collection_id.eq(&id))
                .filter(sandbox_products::status.eq("ACTIVE"))
                .order(sandbox_products::number.asc())
                .select(ProductRow::as_select())
                .load(conn)?;
            Ok(Some((shop_row, title, catalog::with_variants(conn, rows)?)))
        })
        .await?;
    let Some((shop_row, title, products)) = found else {
        return state.pages.error(StatusCode::NOT_FOUND, &shop, "Page not found", "This collection does not exist.");
    };
    let response = state.pages.respond(
        StatusCode::OK,
        "storefront.html",
        &json!({
            "shop": shop, "shop_name": format!("{title} · {}", shop_row.name), "currency": shop_row.currency,
            "products": cards(&shop, &products), "page": 1, "pages": 1, "prev": null, "next": null,
        }),
    )?;
    Ok(landing::remember(&req, &shop, response))
}
