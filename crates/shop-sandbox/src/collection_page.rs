//! `GET /sandbox/{shop}/collections/{handle}`: a collection's active products, as a Shopify
//! online store's collection page (short links to a collection land here). `all` is every active
//! product, as Shopify's built-in collection of that handle is (custom URLs often point there).

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

/// The handle of the built-in collection of every product.
const ALL: &str = "all";

/// Products on the `all` page (a Shopify collection page's first page holds about this many).
const ALL_PAGE: i64 = 50;

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
            let rows: Vec<ProductRow> = match collection {
                Some((id, title)) => {
                    let rows = sandbox_products::table
                        .inner_join(
                            sandbox_collection_products::table
                                .on(sandbox_collection_products::product_id.eq(sandbox_products::id)),
                        )
                        .filter(sandbox_collection_products::collection_id.eq(&id))
                        .filter(sandbox_products::status.eq("ACTIVE"))
                        .order(sandbox_products::number.asc())
                        .select(ProductRow::as_select())
                        .load(conn)?;
                    return Ok(Some((shop_row, title, catalog::with_variants(conn, rows)?)));
                }
                None if handle == ALL => sandbox_products::table
                    .filter(sandbox_products::shop_domain.eq(&domain))
                    .filter(sandbox_products::status.eq("ACTIVE"))
                    .order(sandbox_products::number.asc())
                    .limit(ALL_PAGE)
                    .select(ProductRow::as_select())
                    .load(conn)?,
                None => return Ok(None),
            };
            Ok(Some((shop_row, "All products".to_owned(), catalog::with_variants(conn, rows)?)))
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
