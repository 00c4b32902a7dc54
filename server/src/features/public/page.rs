//! Serving the instant store page: the document is rendered once per link and version and kept
//! in memory; only the visitor's part (the cart count) is spliced in per request, so nothing of
//! one visitor ever reaches another. The page ships no JavaScript (its forms post to the
//! server), which keeps it far under the 60 KB budget and the app's bundle off shoppers' phones.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{web, HttpMessage, HttpRequest, HttpResponse};

use super::cache::TtlCache;
use super::cart::{self, CartNotice};
use super::resolve::{Resolved, Served};
use super::{data, head};
use crate::error::{AppError, AppResult};
use crate::features::pages::props::{PageId, PageProps};
use crate::http::security::{content_security_policy_for, CspNonce};
use crate::locale::Locale;
use crate::state::AppState;

/// The element the page component renders where the cart count goes. The server replaces it
/// per request; it must match `CART_SLOT_VALUE` in `ui/src/features/instantStore/CartBar.tsx`.
const CART_SLOT: &str = "<span data-cart-count=\"slot\">0</span>";
/// The checkout button's attribute the server replaces per request (`CartBar.tsx`), so the
/// button is disabled while the visitor's cart is empty.
const CHECKOUT_SLOT: &str = "data-checkout=\"slot\"";
/// Prefix of a notice's attribute (`CartNotices.tsx`); the page's CSS hides elements carrying it.
const NOTICE_SLOT: &str = "data-notice-slot=\"";

/// Rendered documents by `(link id, version)`. The version changes whenever the link or one of
/// its products changes, so stale entries are simply never asked for again and age out.
pub type PageCache = TtlCache<(String, String), Arc<CachedPage>>;

/// A fresh page cache for `AppState`.
pub fn new_cache() -> PageCache {
    TtlCache::new(Duration::from_secs(600), 5_000)
}

/// A per-visitor place in a cached document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// Units in the cart.
    CartCount,
    /// The checkout button's state.
    Checkout,
    /// A notice, shown only when the page was reached with it.
    Notice(CartNotice),
}

/// A rendered document cut at its per-visitor slots, so that serving it is one concatenation
/// and nothing of one visitor ever reaches another.
#[derive(Debug)]
pub struct CachedPage {
    parts: Vec<(String, Option<Slot>)>,
}

impl CachedPage {
    fn new(document: String) -> Self {
        let mut markers: Vec<(String, Slot)> =
            vec![(CART_SLOT.to_owned(), Slot::CartCount), (CHECKOUT_SLOT.to_owned(), Slot::Checkout)];
        markers.extend(CartNotice::ALL.map(|n| (format!("{NOTICE_SLOT}{}\"", n.value()), Slot::Notice(n))));
        let mut parts = Vec::new();
        let mut rest = document.as_str();
        while let Some((at, marker, slot)) =
            markers.iter().filter_map(|(m, slot)| rest.find(m.as_str()).map(|at| (at, m, *slot))).min_by_key(|f| f.0)
        {
            parts.push((rest[..at].to_owned(), Some(slot)));
            rest = &rest[at + marker.len()..];
        }
        parts.push((rest.to_owned(), None));
        CachedPage { parts }
    }

    /// The document for a visitor with `units` in the cart who arrived with `notice`.
    fn for_visitor(&self, units: u32, notice: Option<CartNotice>) -> String {
        let mut out = String::with_capacity(self.parts.iter().map(|(text, _)| text.len() + 48).sum());
        for (text, slot) in &self.parts {
            out.push_str(text);
            match slot {
                Some(Slot::CartCount) => {
                    let _ = write!(out, "<span data-cart-count=\"{units}\">{units}</span>");
                }
                Some(Slot::Checkout) if units == 0 => out.push_str("data-checkout=\"empty\" disabled=\"\""),
                Some(Slot::Checkout) => out.push_str("data-checkout=\"ready\""),
                Some(Slot::Notice(n)) if Some(*n) == notice => {
                    let _ = write!(out, "role=\"status\" data-notice=\"{}\"", n.value());
                }
                Some(Slot::Notice(n)) => {
                    let _ = write!(out, "{NOTICE_SLOT}{}\"", n.value());
                }
                None => {}
            }
        }
        out
    }
}

/// Answers the page of the look `served` (the root or a multilink's experience).
pub async fn serve(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    resolved: &Resolved,
    served: &Served,
    version: &str,
    notice: Option<CartNotice>,
) -> AppResult<HttpResponse> {
    let (locale, remember) = crate::features::pages::locale::for_shopper(req);
    let key = (served.link.id.clone(), format!("{version}/{}", locale.tag()));
    let page = match state.handle::<PageCache>().get(&key) {
        Some(page) => page,
        None => {
            let page = Arc::new(CachedPage::new(render(state, resolved, served, locale).await?));
            state.handle::<PageCache>().put(key, page.clone());
            page
        }
    };
    let units = cart::Cart::from_request(req, &resolved.root.id).units();
    let nonce = req.extensions().get::<CspNonce>().map(|n| n.0.clone()).unwrap_or_default();
    let mut res = HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(page.for_visitor(units, notice));
    // The checkout form's answer redirects to the store; browsers hold that redirect to the
    // page's form-action, so the store's origin is allowed next to our own.
    let store_origin = url::Url::parse(&resolved.store_base).map(|u| u.origin().ascii_serialization()).ok();
    let csp = content_security_policy_for(&nonce, store_origin.as_slice());
    if let Ok(value) = HeaderValue::from_str(&csp) {
        res.headers_mut().insert(header::CONTENT_SECURITY_POLICY, value);
    }
    if let Some(cookie) = remember {
        // An explicit `?lang=` is remembered, as on every other page.
        let _ = res.add_cookie(&cookie);
    }
    Ok(res)
}

/// Renders the full document of a look.
async fn render(
    state: &web::Data<AppState>,
    resolved: &Resolved,
    served: &Served,
    locale: Locale,
) -> AppResult<String> {
    let link = served.link.clone();
    let (username, root_id) = (resolved.username.clone(), resolved.root.id.clone());
    let data = state.db.run(move |conn| data::load(conn, &link, &username, &root_id)).await?;
    let page_url = format!("{}/{}/{}", state.public_base, resolved.username, resolved.root.id);
    let props = PageProps {
        page: PageId::InstantStore,
        path: format!("/{}/{}", resolved.username, resolved.root.id),
        query: String::new(),
        locale,
        user: None,
        config: crate::features::pages::render::client_config(state),
        data: serde_json::to_value(&data).map_err(|e| AppError::Internal(e.into()))?,
    };
    let props_json = serde_json::to_string(&props).map_err(|e| AppError::Internal(e.into()))?;
    let output = state.ssr.render(props_json).await?;
    Ok(format!(
        "<!doctype html>\n<html lang=\"{}\" dir=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{}\n{}\n</head>\n\
         <body>\n<div id=\"root\">{}</div>\n</body>\n</html>\n",
        locale.tag(),
        locale.dir(),
        head::tags(&data, &page_url, &state.public_base),
        output.styles,
        output.html
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOCUMENT: &str = "<p data-notice-slot=\"added\">Added</p><p data-notice-slot=\"soldout\">Sold</p>\
        <span data-cart-count=\"slot\">0</span><button data-checkout=\"slot\" class=\"c\">Checkout</button>";

    #[test]
    fn visitors_get_their_own_count_checkout_state_and_notice() {
        let page = CachedPage::new(DOCUMENT.to_owned());
        assert_eq!(
            page.for_visitor(0, None),
            "<p data-notice-slot=\"added\">Added</p><p data-notice-slot=\"soldout\">Sold</p>\
             <span data-cart-count=\"0\">0</span><button data-checkout=\"empty\" disabled=\"\" class=\"c\">Checkout</button>"
        );
        assert_eq!(
            page.for_visitor(3, Some(CartNotice::SoldOut)),
            "<p data-notice-slot=\"added\">Added</p><p role=\"status\" data-notice=\"soldout\">Sold</p>\
             <span data-cart-count=\"3\">3</span><button data-checkout=\"ready\" class=\"c\">Checkout</button>"
        );
        assert_eq!(CachedPage::new("plain".into()).for_visitor(2, Some(CartNotice::Added)), "plain");
    }
}
