//! Shareable discount links, as on Shopify: `GET /sandbox/{shop}/discount/{CODE}?redirect=/products/tee`
//! remembers the code for the visit and sends the browser on to `redirect` (a path on the shop;
//! the storefront's home when missing or not a path). A cart made later in the same visit
//! carries the code to its checkout, which applies it, or says "Enter a valid discount code"
//! when the store has no such code, as Shopify's checkout does.
//!
//! The code lives in a session cookie scoped to the shop's storefront, like the landing page
//! ([`super::landing`]); the first page of a visit that starts here is this link, with its query.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use super::admin::shop_of;
use super::landing;
use kernel::error::AppResult;
use kernel::redirect;

/// The cookie holding the discount code of the current visit.
const COOKIE: &str = "sandbox_discount";
/// Longest code kept (Shopify's limit).
const MAX_CODE: usize = 255;

/// The query of a discount link.
#[derive(Debug, Deserialize)]
pub struct DiscountQuery {
    /// Where to go next: a path on the shop, with its own query.
    pub redirect: Option<String>,
}

/// The shop-relative path to continue to: `redirect` when it is a path on this shop, else `/`.
/// A scheme-relative `//host` or a backslash trick never leaves the shop.
fn next_path(redirect: Option<&str>) -> &str {
    match redirect.map(str::trim) {
        Some(path) if path.starts_with('/') && !path.starts_with("//") && !path.contains('\\') => path,
        _ => "/",
    }
}

/// `GET /sandbox/{shop}/discount/{code}`.
pub async fn open(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    query: web::Query<DiscountQuery>,
) -> AppResult<HttpResponse> {
    let (raw, code) = path.into_inner();
    let shop = shop_of(&raw)?;
    let next = next_path(query.redirect.as_deref());
    // `next` is the request's text: control characters in it must neither fail the answer nor
    // reach the browser, which would drop them and read what is left.
    let location = redirect::on_site(&format!("/sandbox/{shop}{}", if next == "/" { "" } else { next }));
    let mut response = HttpResponse::Found()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish();
    let code = code.trim();
    if !code.is_empty() && code.len() <= MAX_CODE {
        let cookie = Cookie::build(COOKIE, code.to_owned())
            .path(format!("/sandbox/{shop}"))
            .http_only(true)
            .same_site(SameSite::Lax)
            .finish();
        // A cookie that cannot be added only loses the code, never the redirect.
        let _ = response.add_cookie(&cookie);
    }
    Ok(landing::remember(&req, &shop, response))
}

/// The code a discount link remembered for this visit, if any.
pub fn of(req: &HttpRequest) -> Option<String> {
    req.cookie(COOKIE).map(|c| c.value().trim().to_owned()).filter(|c| !c.is_empty() && c.len() <= MAX_CODE)
}

#[cfg(test)]
mod tests {
    use super::next_path;

    #[test]
    fn the_redirect_stays_on_the_shop() {
        assert_eq!(next_path(Some("/products/tee?shoplinks_click=c1")), "/products/tee?shoplinks_click=c1");
        assert_eq!(next_path(Some("/collections/summer")), "/collections/summer");
        for away in [None, Some(""), Some("https://evil.example/"), Some("//evil.example/"), Some("/\\evil.example")] {
            assert_eq!(next_path(away), "/", "{away:?}");
        }
    }
}
