//! The sandbox storefront, standing in for a Shopify online store: `GET /sandbox/{shop}` lists
//! the active products (24 per page) and `GET /sandbox/{shop}/products/{handle}` shows one, with
//! its colour images, price, size and colour choices (sold-out combinations shown and not
//! purchasable) and an "Add to cart" form that leads to the cart permalink. Drafts and archived
//! products are not shown (404 page), as on Shopify.

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;

use super::admin::shop_of;
use super::catalog::{self, ProductRow, VariantRow};
use super::cents::format_cents;
use super::{landing, seed, shop};
use crate::schema::{sandbox_products, sandbox_variants};
use crate::state::Sandbox;
use kernel::error::AppResult;
use kernel::web::CspNonce;

/// Products per storefront page.
const PER_PAGE: i64 = 24;

/// Query of the storefront index.
#[derive(Debug, Deserialize)]
pub struct IndexQuery {
    /// 1-based page.
    pub page: Option<i64>,
}

/// The generated photo of a product in a colour, from the front.
pub fn image_path(shop: &str, number: i64, hex: &str) -> String {
    crate::images::image_path(shop, number, hex, 0)
}

fn price_label(variants: &[VariantRow]) -> String {
    let min = variants.iter().map(|v| v.price_cents).min().unwrap_or_default();
    let max = variants.iter().map(|v| v.price_cents).max().unwrap_or_default();
    if min == max {
        format_cents(min)
    } else {
        format!("from {}", format_cents(min))
    }
}

/// Product tiles of a storefront grid.
pub fn cards(shop: &str, products: &[(ProductRow, Vec<VariantRow>)]) -> Vec<serde_json::Value> {
    products
        .iter()
        .map(|(p, variants)| {
            json!({
                "title": p.title,
                "url": format!("/sandbox/{shop}/products/{}", p.handle),
                "image": variants.first().map(|v| image_path(shop, p.number, &v.color_hex)),
                "price": price_label(variants),
                "sold_out": variants.iter().all(|v| v.inventory_quantity <= 0),
            })
        })
        .collect()
}

/// `GET /sandbox/{shop}`.
pub async fn index(
    req: HttpRequest,
    path: web::Path<String>,
    query: web::Query<IndexQuery>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let page = query.page.unwrap_or(1).max(1);
    let domain = shop.clone();
    let (shop_row, products, total) = state
        .db
        .run(move |conn| {
            let shop_row = shop::get_or_create(conn, &domain)?;
            seed::ensure_catalog(conn, &domain)?;
            let active = sandbox_products::table
                .filter(sandbox_products::shop_domain.eq(&domain))
                .filter(sandbox_products::status.eq("ACTIVE"));
            let total: i64 = active.count().get_result(conn)?;
            let rows: Vec<ProductRow> = active
                .order(sandbox_products::number.asc())
                .offset((page - 1) * PER_PAGE)
                .limit(PER_PAGE)
                .select(ProductRow::as_select())
                .load(conn)?;
            let products = catalog::with_variants(conn, rows)?;
            Ok((shop_row, products, total))
        })
        .await?;
    let cards = cards(&shop, &products);
    let pages = (total + PER_PAGE - 1) / PER_PAGE;
    let response = state.pages.respond(
        StatusCode::OK,
        "storefront.html",
        &json!({
            "shop": shop, "shop_name": shop_row.name, "currency": shop_row.currency, "products": cards,
            "page": page, "pages": pages,
            "prev": (page > 1).then(|| format!("/sandbox/{shop}?page={}", page - 1)),
            "next": (page < pages).then(|| format!("/sandbox/{shop}?page={}", page + 1)),
        }),
    )?;
    Ok(landing::remember(&req, &shop, response))
}

/// `GET /sandbox/{shop}/products/{handle}`.
pub async fn product(
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
            let product = sandbox_products::table
                .filter(sandbox_products::shop_domain.eq(&domain))
                .filter(sandbox_products::handle.eq(&handle))
                .filter(sandbox_products::status.eq("ACTIVE"))
                .select(ProductRow::as_select())
                .first::<ProductRow>(conn)
                .optional()?;
            let Some(product) = product else { return Ok(None) };
            let variants: Vec<VariantRow> = sandbox_variants::table
                .filter(sandbox_variants::product_id.eq(&product.id))
                .order(sandbox_variants::position.asc())
                .select(VariantRow::as_select())
                .load(conn)?;
            Ok(Some((shop_row, product, variants)))
        })
        .await?;
    let Some((shop_row, product, variants)) = found else {
        return state.pages.error(StatusCode::NOT_FOUND, &shop, "Page not found", "This product is not available.");
    };
    let mut sizes: Vec<&str> = Vec::new();
    let mut colors: Vec<(&str, &str)> = Vec::new();
    for v in &variants {
        if !sizes.contains(&v.size.as_str()) {
            sizes.push(v.size.as_str());
        }
        if !colors.iter().any(|(c, _)| *c == v.color) {
            colors.push((v.color.as_str(), v.color_hex.as_str()));
        }
    }
    let nonce = CspNonce::of(&req);
    let response = state.pages.respond(
        StatusCode::OK,
        "product.html",
        &json!({
            "shop": shop,
            "shop_name": shop_row.name,
            "currency": shop_row.currency,
            "nonce": nonce,
            "number": product.number,
            "title": product.title,
            "description": product.description,
            "price": price_label(&variants),
            "images": colors.iter().map(|(c, hex)| json!({"color": c, "url": image_path(&shop, product.number, hex)})).collect::<Vec<_>>(),
            "sizes": sizes,
            "colors": colors.iter().map(|(c, _)| c).collect::<Vec<_>>(),
            "variants": variants.iter().map(|v| json!({
                "size": v.size, "color": v.color, "price": format_cents(v.price_cents),
                "stock": v.inventory_quantity, "available": v.inventory_quantity > 0,
            })).collect::<Vec<_>>(),
            "sold_out": variants.iter().all(|v| v.inventory_quantity <= 0),
            "action": format!("/sandbox/{shop}/cart/add"),
        }),
    )?;
    Ok(landing::remember(&req, &shop, response))
}
