//! Refuses cross-site state-changing requests (CSRF defence for the session cookie).
//!
//! Browsers send `Sec-Fetch-Site`; when it is present, only `same-origin` and `none` (typed
//! URL, bookmark) may change state. Older browsers send only `Origin`, which must then be our
//! public origin or the request's own host. Requests with neither header are not from a browser
//! page (API clients with bearer tokens) and pass. Signed webhooks are exempt by path.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::web;

use crate::error::AppError;
use crate::state::AppState;

/// Middleware applying the rule above.
pub async fn refuse_cross_site(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    if is_safe_method(req.method()) || req.path().starts_with("/api/webhooks/") {
        return next.call(req).await.map(ServiceResponse::map_into_left_body);
    }
    let public = req
        .app_data::<web::Data<AppState>>()
        .map(|s| s.settings.public_url.origin().ascii_serialization())
        .unwrap_or_default();
    if is_cross_site(&req, &public) {
        let (http_req, _) = req.into_parts();
        let res = actix_web::ResponseError::error_response(&AppError::CrossSite);
        return Ok(ServiceResponse::new(http_req, res).map_into_right_body());
    }
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

fn is_safe_method(method: &Method) -> bool {
    matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

fn is_cross_site(req: &ServiceRequest, public_origin: &str) -> bool {
    let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    if let Some(site) = header("sec-fetch-site") {
        return !matches!(site.as_str(), "same-origin" | "none");
    }
    match header("origin") {
        None => false,
        Some(origin) => {
            let own = format!("{}://{}", req.connection_info().scheme(), req.connection_info().host());
            origin != public_origin && origin != own
        }
    }
}
