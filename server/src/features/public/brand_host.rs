//! Requests on a brand domain (docs/links.md#brand-domains): when a request's `Host` is a
//! verified brand domain of a business on a plan with them, that host serves the business's
//! public links and nothing else. `/{id}` (and its cart and checkout forms, and `/shopboard`)
//! is routed as `/{username}/{id}`, so a brand address is answered by the very same handlers,
//! caches, click journal and attribution as the shared one; `/{username}/…` of the same merchant
//! works too (the page's forms name it), and the files its pages load (`/assets/`, `/uploads/`)
//! are served. Any other path on that host, the dashboard and the API included, is 404.
//!
//! A brand domain that serves nothing now (not verified yet, given up, or on a plan without
//! them) answers 404 to everything, so a name pointed at us never shows the dashboard. `Host`
//! only picks among names merchants added: a host that is not one (the public URL's, an
//! address, a load balancer's probe) passes through untouched, and nothing else reads it.
//! Which business a host serves is kept for [`TTL`], so a verified, removed or downgraded domain
//! takes effect on every instance within that time, and a brand request costs no database work.

use std::time::Duration;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method, Uri};
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage};

use super::cache::TtlCache;
use crate::error::AppError;
use crate::features::domains::{self, HostUse};
use crate::features::{accounts, links};
use crate::http::origin::BrandOrigin;
use crate::state::AppState;

/// How long which business a host serves is kept.
pub const TTL: Duration = Duration::from_secs(2);
/// Hosts kept at most (unknown hosts are kept too, as serving nobody).
const MAX_HOSTS: usize = 10_000;

/// What a host is to this side.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Host {
    /// A brand domain serving the links of the merchant of this username.
    Brand(String),
    /// A brand domain serving nothing now: 404 for everything.
    Parked,
    /// Not a brand domain: the request goes on as it came.
    Other,
}

/// Host → what it is, for [`TTL`].
#[derive(Clone)]
pub struct BrandHosts(TtlCache<String, Host>);

/// An empty cache.
pub fn new_cache() -> BrandHosts {
    BrandHosts(TtlCache::new(TTL, MAX_HOSTS))
}

/// The request's host name, lower case, without its port; and the `Host` value as sent.
fn host_of(req: &ServiceRequest) -> Option<(String, String)> {
    let raw = match req.headers().get(header::HOST) {
        Some(value) => value.to_str().ok()?.to_owned(),
        None => req.uri().authority()?.as_str().to_owned(),
    };
    let name = match raw.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) && !name.ends_with(']') => name,
        _ => raw.as_str(),
    };
    Some((name.trim_end_matches('.').to_ascii_lowercase(), raw))
}

/// Where a brand host's request goes: the path to route it as, or `None` for a 404.
fn route(path: &str, method: &Method, username: &str) -> Option<String> {
    let reads = matches!(*method, Method::GET | Method::HEAD);
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let link = |id: &str| links::is_link_id(id) || id == crate::features::shopboard::feed::SEGMENT;
    match segments.as_slice() {
        [id] if reads && link(id) => Some(format!("/{username}/{id}")),
        [id, "cart"] | [id, "checkout"] if link(id) => Some(format!("/{username}{path}")),
        [id, "cart", "line"] if link(id) => Some(format!("/{username}{path}")),
        [own, ..] if *own == username && segments.len() >= 2 && link(segments[1]) => Some(path.to_owned()),
        ["assets", _] | ["uploads", _, _] if reads => Some(path.to_owned()),
        _ => None,
    }
}

/// The middleware: routes a brand host's requests as above, passes every other request on.
pub async fn brand_hosts(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return next.call(req).await.map(ServiceResponse::map_into_left_body);
    };
    let Some((host, raw)) = host_of(&req) else {
        return next.call(req).await.map(ServiceResponse::map_into_left_body);
    };
    if Some(host.as_str()) == state.settings.public_url.host_str() || host.parse::<std::net::IpAddr>().is_ok() {
        return next.call(req).await.map(ServiceResponse::map_into_left_body);
    }
    let username = match what_is(&state, &host).await {
        Host::Other => return next.call(req).await.map(ServiceResponse::map_into_left_body),
        Host::Parked => None,
        Host::Brand(username) => Some(username),
    };
    let Some(path) = username.and_then(|u| route(req.path(), req.method(), &u)) else {
        let (http_req, _) = req.into_parts();
        let res = actix_web::ResponseError::error_response(&AppError::NotFound("Not found".into()));
        return Ok(ServiceResponse::new(http_req, res).map_into_right_body());
    };
    let with_query = match req.uri().query() {
        Some(q) => format!("{path}?{q}"),
        None => path,
    };
    if let Ok(uri) = with_query.parse::<Uri>() {
        req.match_info_mut().get_mut().update(&uri);
        req.head_mut().uri = uri;
    }
    req.extensions_mut().insert(BrandOrigin(format!("{}://{raw}", state.settings.public_url.scheme())));
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

/// What `host` is, from the cache or the database. A database error reads as a parked domain
/// (404, not kept): a brand host must never fall through to the dashboard.
async fn what_is(state: &web::Data<AppState>, host: &str) -> Host {
    let cache = state.handle::<BrandHosts>();
    if let Some(kept) = cache.0.get(host) {
        return kept;
    }
    let name = host.to_owned();
    let found = state
        .db
        .run(move |conn| {
            Ok(match domains::host_use(conn, &name)? {
                HostUse::Serves(business_id) => {
                    accounts::merchant_username(conn, &business_id)?.map_or(Host::Parked, Host::Brand)
                }
                HostUse::Parked => Host::Parked,
                HostUse::Unknown => Host::Other,
            })
        })
        .await;
    match found {
        Ok(what) => {
            cache.0.put(host.to_owned(), what.clone());
            what
        }
        Err(e) => {
            tracing::warn!(host, error = %e, "a brand domain lookup failed");
            Host::Parked
        }
    }
}

#[cfg(test)]
mod tests {
    use super::route;
    use actix_web::http::Method;

    #[test]
    fn a_brand_host_serves_its_merchants_links_and_their_files_only() {
        let get = Method::GET;
        let post = Method::POST;
        assert_eq!(route("/aB3dE5fG", &get, "anna").as_deref(), Some("/anna/aB3dE5fG"));
        assert_eq!(route("/shopboard", &get, "anna").as_deref(), Some("/anna/shopboard"));
        assert_eq!(route("/aB3dE5fG/cart", &post, "anna").as_deref(), Some("/anna/aB3dE5fG/cart"));
        assert_eq!(route("/aB3dE5fG/cart/line", &post, "anna").as_deref(), Some("/anna/aB3dE5fG/cart/line"));
        assert_eq!(route("/aB3dE5fG/checkout", &post, "anna").as_deref(), Some("/anna/aB3dE5fG/checkout"));
        assert_eq!(route("/anna/aB3dE5fG", &get, "anna").as_deref(), Some("/anna/aB3dE5fG"));
        assert_eq!(route("/anna/aB3dE5fG/cart", &post, "anna").as_deref(), Some("/anna/aB3dE5fG/cart"));
        assert_eq!(route("/assets/app-1234.js", &get, "anna").as_deref(), Some("/assets/app-1234.js"));
        assert_eq!(route("/uploads/b1/x.jpg", &get, "anna").as_deref(), Some("/uploads/b1/x.jpg"));
        for (path, method) in [
            ("/", &get),
            ("/api/admin/v1/links/create", &post),
            ("/api/auth/me", &get),
            ("/admin/home", &get),
            ("/admin/settings", &get),
            ("/login", &get),
            ("/bob/aB3dE5fG", &get),
            ("/aB3dE5fG", &post),
            ("/uploads/b1/x.jpg", &Method::PUT),
            ("/sandbox/shop/admin", &get),
            ("/health", &get),
            ("/aB3dE5fG/other", &get),
        ] {
            assert_eq!(route(path, method, "anna"), None, "{method} {path}");
        }
    }
}
