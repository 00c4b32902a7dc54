//! Serving the instant store page: the document is rendered once per link and version and kept
//! in memory; only the visitor's part (the cart count) is spliced in per request, so nothing of
//! one visitor ever reaches another. The page ships no JavaScript (its forms post to the
//! server), which keeps it far under the 60 KB budget and the app's bundle off shoppers' phones.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{web, HttpMessage, HttpRequest, HttpResponse};

use super::{cart, data, head};
use crate::error::{AppError, AppResult};
use crate::features::pages::props::{Locale, PageId, PageProps};
use crate::features::redirect::cache::TtlCache;
use crate::features::redirect::resolve::{Resolved, Served};
use crate::http::security::{content_security_policy_for, CspNonce};
use crate::state::AppState;

/// The element the page component renders where the cart count goes. The server replaces it
/// per request; it must match `CART_SLOT` in `ui/src/features/instantStore/CartBar.tsx`.
pub const CART_SLOT: &str = "<span data-cart-count=\"slot\">0</span>";

/// Rendered documents by `(link id, version)`. The version changes whenever the link or one of
/// its products changes, so stale entries are simply never asked for again and age out.
pub type PageCache = TtlCache<(String, String), Arc<CachedPage>>;

/// A fresh page cache for `AppState`.
pub fn new_cache() -> PageCache {
    TtlCache::new(Duration::from_secs(600), 5_000)
}

/// A rendered document, cut where the visitor's cart count goes.
#[derive(Debug)]
pub struct CachedPage {
    before: String,
    after: Option<String>,
}

impl CachedPage {
    fn new(document: String) -> Self {
        match document.split_once(CART_SLOT) {
            Some((before, after)) => CachedPage { before: before.to_owned(), after: Some(after.to_owned()) },
            None => CachedPage { before: document, after: None },
        }
    }

    /// The document with this visitor's cart count.
    fn with_cart(&self, units: u32) -> String {
        match &self.after {
            Some(after) => format!("{}<span data-cart-count=\"{units}\">{units}</span>{after}", self.before),
            None => self.before.clone(),
        }
    }
}

/// Answers the page of the look `served` (the root or a multilink's experience).
pub async fn serve(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    resolved: &Resolved,
    served: &Served,
    version: &str,
) -> AppResult<HttpResponse> {
    let key = (served.link.id.clone(), version.to_owned());
    let page = match state.page_cache.get(&key) {
        Some(page) => page,
        None => {
            let page = Arc::new(CachedPage::new(render(state, resolved, served).await?));
            state.page_cache.put(key, page.clone());
            page
        }
    };
    let units = cart::Cart::from_request(req, &resolved.root.id).units();
    let nonce = req.extensions().get::<CspNonce>().map(|n| n.0.clone()).unwrap_or_default();
    let mut res = HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(page.with_cart(units));
    // The checkout form's answer redirects to the store; browsers hold that redirect to the
    // page's form-action, so the store's origin is allowed next to our own.
    let store_origin = url::Url::parse(&resolved.store_base).map(|u| u.origin().ascii_serialization()).ok();
    let csp = content_security_policy_for(&nonce, store_origin.as_slice());
    if let Ok(value) = HeaderValue::from_str(&csp) {
        res.headers_mut().insert(header::CONTENT_SECURITY_POLICY, value);
    }
    Ok(res)
}

/// Renders the full document of a look.
async fn render(state: &web::Data<AppState>, resolved: &Resolved, served: &Served) -> AppResult<String> {
    let link = served.link.clone();
    let (username, root_id) = (resolved.username.clone(), resolved.root.id.clone());
    let data = state.db.run(move |conn| data::load(conn, &link, &username, &root_id)).await?;
    let page_url = format!("{}/{}/{}", state.public_base, resolved.username, resolved.root.id);
    let props = PageProps {
        page: PageId::InstantStore,
        path: format!("/{}/{}", resolved.username, resolved.root.id),
        query: String::new(),
        locale: Locale::En,
        user: None,
        config: crate::features::pages::render::client_config(state),
        data: serde_json::to_value(&data).map_err(|e| AppError::Internal(e.into()))?,
    };
    let props_json = serde_json::to_string(&props).map_err(|e| AppError::Internal(e.into()))?;
    let output = state.ssr.render(props_json).await?;
    Ok(format!(
        "<!doctype html>\n<html lang=\"en\" dir=\"ltr\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{}\n{}\n</head>\n\
         <body>\n<div id=\"root\">{}</div>\n</body>\n</html>\n",
        head::tags(&data, &page_url, &state.public_base),
        output.styles,
        output.html
    ))
}
