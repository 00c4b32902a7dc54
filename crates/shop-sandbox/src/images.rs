//! Generated product images: an SVG tile in the variant's colour with the product's initials,
//! so the sandbox catalog has real, distinct images without shipping image files.

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use diesel::prelude::*;

use crate::schema::sandbox_products;
use crate::state::Sandbox;
use kernel::error::{AppError, AppResult};
use shopify_protocol::shop_domain;

/// `GET /sandbox/{shop}/images/{number}/{hex}.svg`.
pub async fn product_image(
    path: web::Path<(String, i64, String)>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw_shop, number, hex) = path.into_inner();
    let shop = shop_domain::parse(&raw_shop).ok_or_else(|| AppError::NotFound("No such shop".into()))?;
    if hex.len() != 6 || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(AppError::NotFound("No such image".into()));
    }
    let title = state
        .db
        .run(move |conn| {
            Ok(sandbox_products::table
                .filter(sandbox_products::shop_domain.eq(&shop))
                .filter(sandbox_products::number.eq(number))
                .select(sandbox_products::title)
                .first::<String>(conn)
                .optional()?)
        })
        .await?
        .unwrap_or_else(|| "Collection".to_owned());
    let initials: String =
        title.split_whitespace().filter_map(|w| w.chars().next()).filter(|c| c.is_alphanumeric()).take(2).collect();
    let (r, g, b) = (
        u8::from_str_radix(&hex[0..2], 16).unwrap_or(0),
        u8::from_str_radix(&hex[2..4], 16).unwrap_or(0),
        u8::from_str_radix(&hex[4..6], 16).unwrap_or(0),
    );
    let ink =
        if u32::from(r) * 299 + u32::from(g) * 587 + u32::from(b) * 114 > 140_000 { "#1f1f1f" } else { "#ffffff" };
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\" height=\"600\" viewBox=\"0 0 600 600\">\
         <rect width=\"600\" height=\"600\" fill=\"#{hex}\"/>\
         <text x=\"300\" y=\"340\" font-family=\"sans-serif\" font-size=\"160\" text-anchor=\"middle\" fill=\"{ink}\">{initials}</text></svg>"
    );
    Ok(HttpResponse::Ok()
        .content_type("image/svg+xml")
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
        .insert_header((header::CONTENT_SECURITY_POLICY, "default-src 'none'; style-src 'unsafe-inline'"))
        .body(svg))
}
