//! Refuses cross-site state-changing requests (CSRF defence for the session cookie;
//! docs/security.md#cross-site-requests).
//!
//! Browsers send `Sec-Fetch-Site`; when it is present, only `same-origin` and `none` (typed
//! URL, bookmark) may change state. Older browsers send only `Origin`, which must then be the
//! configured public URL's origin. It is never compared with `Host`, `X-Forwarded-Host` or
//! `Forwarded`: those say where a request was sent, not which page sent it, and a client (or a
//! proxy passing a client's headers on) can make them name any host, so
//! `Origin: http://evil.example` with `X-Forwarded-Host: evil.example` would vouch for itself.
//! Requests with neither header are not from a browser page (API clients with bearer tokens)
//! and pass. Signed webhooks are exempt by path.
//!
//! A request on a brand domain (docs/links.md#brand-domains) is one whose host the public side
//! found among the verified brand domains; it marks the request with that domain's origin
//! ([`BrandOrigin`]), which its own pages' forms (the cart, the checkout) may then name as well.
//! The host header only picks among names already verified; it never vouches for itself.
//!
//! A few GETs change state because the dashboard's contract names GET for them (a reset email,
//! a social network's connect, a sync). GETs pass the middleware, so those handlers call
//! [`refuse_from_another_site`] themselves: the same rule, for any method.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::HeaderMap;
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage, HttpRequest};

use crate::error::AppError;
use crate::state::AppState;

/// The origin of the verified brand domain a request came by (`scheme://host[:port]`), set by
/// the public side before this check runs.
#[derive(Debug, Clone)]
pub struct BrandOrigin(pub String);

/// Middleware applying the rule above.
pub async fn refuse_cross_site(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    if is_safe_method(req.method()) || req.path().starts_with("/api/webhooks/") {
        return next.call(req).await.map(ServiceResponse::map_into_left_body);
    }
    let brand = req.extensions().get::<BrandOrigin>().map(|b| b.0.clone());
    let public = public_origin(req.app_data::<web::Data<AppState>>());
    // An older browser on a brand domain's page sends that page's origin and no Sec-Fetch-Site.
    let from_brand_page = brand.is_some_and(|b| {
        req.headers().get("sec-fetch-site").is_none()
            && req.headers().get("origin").is_some_and(|o| o.as_bytes() == b.as_bytes())
    });
    if !from_brand_page && is_cross_site(req.headers(), &public) {
        let (http_req, _) = req.into_parts();
        let res = actix_web::ResponseError::error_response(&AppError::CrossSite);
        return Ok(ServiceResponse::new(http_req, res).map_into_right_body());
    }
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

/// The public URL's origin; without the state nothing is our origin, so every browser request
/// is refused (fails closed).
fn public_origin(state: Option<&web::Data<AppState>>) -> String {
    state.map(|s| s.settings.public_url.origin().ascii_serialization()).unwrap_or_default()
}

/// 403 `cross_site_request` when another site's page sent `req`, whatever its method: for the
/// handlers of GETs that change state (docs/security.md#gets-that-change-state).
pub fn refuse_from_another_site(req: &HttpRequest) -> Result<(), AppError> {
    if is_cross_site(req.headers(), &public_origin(req.app_data::<web::Data<AppState>>())) {
        Err(AppError::CrossSite)
    } else {
        Ok(())
    }
}

/// Whether a browser says another site sent `req`. Only `Sec-Fetch-Site` can say so for a
/// navigation (browsers send no `Origin` with a link's GET): for reads that must not act on
/// another site's behalf, such as a session token in the URL.
pub fn sent_by_another_site(req: &HttpRequest) -> bool {
    req.headers().get("sec-fetch-site").is_some_and(|site| !matches!(site.to_str(), Ok("same-origin" | "none")))
}

fn is_safe_method(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Whether a state-changing request with `headers` comes from a page outside `public_origin`
/// (the public URL's origin, `scheme://host[:port]`).
fn is_cross_site(headers: &HeaderMap, public_origin: &str) -> bool {
    let header = |name: &str| headers.get(name).map(|v| v.to_str().unwrap_or_default());
    if let Some(site) = header("sec-fetch-site") {
        return !matches!(site, "same-origin" | "none");
    }
    match header("origin") {
        None => false,
        Some(origin) => public_origin.is_empty() || origin != public_origin,
    }
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::is_cross_site;

    const PUBLIC: &str = "https://shoplinks.test";

    fn cross(headers: &[(&str, &str)]) -> bool {
        let mut req = TestRequest::post().uri("/api/auth/login");
        for (name, value) in headers {
            req = req.insert_header((*name, *value));
        }
        is_cross_site(req.to_srv_request().headers(), PUBLIC)
    }

    #[test]
    fn sec_fetch_site_decides_when_present() {
        assert!(!cross(&[("sec-fetch-site", "same-origin")]));
        assert!(!cross(&[("sec-fetch-site", "none")]));
        assert!(cross(&[("sec-fetch-site", "same-site")]));
        assert!(cross(&[("sec-fetch-site", "cross-site"), ("origin", PUBLIC)]));
    }

    #[test]
    fn origin_must_be_the_public_origin_whatever_the_request_says_about_its_host() {
        assert!(!cross(&[("origin", PUBLIC)]));
        assert!(!cross(&[]), "no browser header: an API client");
        for origin in ["https://evil.example", "http://shoplinks.test", "https://shoplinks.test:8443", "null", ""] {
            assert!(cross(&[("origin", origin)]), "{origin}");
        }
        for disguise in [
            [("host", "evil.example"), ("origin", "http://evil.example")],
            [("x-forwarded-host", "evil.example"), ("origin", "http://evil.example")],
            [("forwarded", "proto=https;host=evil.example"), ("origin", "https://evil.example")],
        ] {
            assert!(cross(&disguise), "{disguise:?}");
        }
    }

    #[test]
    fn only_sec_fetch_site_says_a_link_came_from_another_site() {
        let sent = |site: Option<&str>| {
            let mut req = TestRequest::get().uri("/admin/home");
            if let Some(site) = site {
                req = req.insert_header(("sec-fetch-site", site));
            }
            super::sent_by_another_site(&req.to_http_request())
        };
        assert!(sent(Some("cross-site")));
        assert!(sent(Some("same-site")));
        assert!(!sent(Some("same-origin")));
        assert!(!sent(Some("none")));
        assert!(!sent(None));
    }

    #[test]
    fn without_a_public_origin_every_origin_is_foreign() {
        let req = TestRequest::post().insert_header(("origin", "http://127.0.0.1:8080")).to_srv_request();
        assert!(is_cross_site(req.headers(), ""));
    }
}
