//! Where a visit entered the store, as Shopify keeps it: the first storefront page of a browser
//! session, as a path relative to the shop with its query string (`/products/tee?utm_source=ig`).
//! Shopify puts it on the order (`landing_site` in the REST order and its webhooks,
//! `customerJourneySummary.firstVisit.landingPage` in the Admin API), which is how an app sees
//! the query parameters a link sent the shopper with.
//!
//! The sandbox keeps it in a session cookie scoped to the shop's storefront: set by the first
//! storefront page a browser asks for, read when a cart becomes a checkout.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::{HttpRequest, HttpResponse};
use base64::Engine;

/// The cookie holding the landing page of the current visit.
const COOKIE: &str = "sandbox_landing";
/// Longest landing page kept (Shopify cuts long ones too).
const MAX: usize = 2048;

fn encode(landing: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(landing)
}

fn decode(value: &str) -> Option<String> {
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(value).ok()?;
    String::from_utf8(bytes).ok().filter(|l| l.starts_with('/') && l.len() <= MAX)
}

/// This request's page relative to the shop: `/sandbox/{shop}/products/tee?x=1` → `/products/tee?x=1`.
fn this_page(req: &HttpRequest, shop: &str) -> String {
    let prefix = format!("/sandbox/{shop}");
    let path = req.path().strip_prefix(&prefix).unwrap_or(req.path());
    let path = if path.is_empty() { "/" } else { path };
    let mut page = match req.query_string() {
        "" => path.to_owned(),
        query => format!("{path}?{query}"),
    };
    page.truncate(MAX);
    page
}

/// The landing page of this visit: the one the cookie remembers, else this request's page (a
/// visit that starts on a cart link lands there).
pub fn of(req: &HttpRequest, shop: &str) -> String {
    req.cookie(COOKIE).and_then(|c| decode(c.value())).unwrap_or_else(|| this_page(req, shop))
}

/// Remembers this request's page as the visit's landing page unless the visit already has one.
pub fn remember(req: &HttpRequest, shop: &str, mut response: HttpResponse) -> HttpResponse {
    if req.cookie(COOKIE).and_then(|c| decode(c.value())).is_none() {
        let cookie = Cookie::build(COOKIE, encode(&this_page(req, shop)))
            .path(format!("/sandbox/{shop}"))
            .http_only(true)
            .same_site(SameSite::Lax)
            .finish();
        // A cookie that cannot be added only loses the landing page, never the page itself.
        let _ = response.add_cookie(&cookie);
    }
    response
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::{decode, encode, of, this_page, COOKIE};

    #[test]
    fn the_landing_page_is_relative_to_the_shop_and_keeps_its_query() {
        let req = TestRequest::get().uri("/sandbox/a.myshopify.com/products/tee?shoplinks_click=c1").to_http_request();
        assert_eq!(this_page(&req, "a.myshopify.com"), "/products/tee?shoplinks_click=c1");
        let req = TestRequest::get().uri("/sandbox/a.myshopify.com").to_http_request();
        assert_eq!(this_page(&req, "a.myshopify.com"), "/");
    }

    #[test]
    fn the_cookie_wins_over_the_current_page() {
        let first = "/products/tee?shoplinks_click=c1";
        let req = TestRequest::get()
            .uri("/sandbox/a.myshopify.com/cart/7:1")
            .cookie(actix_web::cookie::Cookie::new(COOKIE, encode(first)))
            .to_http_request();
        assert_eq!(of(&req, "a.myshopify.com"), first);
        assert_eq!(decode("not base64!"), None);
        assert_eq!(decode(&encode("no-leading-slash")), None);
    }
}
