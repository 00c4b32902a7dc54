//! The sandbox's app-store listing for Shoplinks: its Install button opens the app URL the way
//! Shopify's app store does, with a signed `shop`/`timestamp` query (install-first flow).

use actix_web::{web, HttpResponse};

use crate::state::Sandbox;
use kernel::error::{AppError, AppResult};
use shopify_protocol::{hmac, shop_domain};

/// `GET /sandbox/{shop}/apps/shoplinks`.
pub async fn listing(path: web::Path<String>, state: web::Data<Sandbox>) -> AppResult<HttpResponse> {
    let shop = shop_domain::parse(&path.into_inner()).ok_or_else(|| AppError::NotFound("No such shop".into()))?;
    let mut pairs =
        vec![("shop".to_owned(), shop.clone()), ("timestamp".to_owned(), chrono::Utc::now().timestamp().to_string())];
    let signature = hmac::sign_query(&pairs, &state.app.api_secret);
    pairs.push(("hmac".to_owned(), signature));
    let query = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(&pairs).finish();
    let install = format!("{}/shopify/install?{query}", state.public_base);
    let html = state
        .pages
        .render("listing.html", &serde_json::json!({"shop": shop, "install": install}))
        .map_err(AppError::Internal)?;
    Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html))
}
