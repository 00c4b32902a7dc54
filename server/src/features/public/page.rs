//! Serving the instant store page: the document is rendered once per link, version and language
//! and kept in memory; only the visitor's parts (cart count, checkout state, notice, the cart
//! section, the script's nonce) are spliced in per request, so nothing of one visitor ever
//! reaches another. Every control is a form that works without JavaScript; one small script
//! (`ui/src/features/instantStore/script/`, not the app's bundle) does the same in place.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header::{self, HeaderValue};
use actix_web::{web, HttpRequest, HttpResponse};

use super::cache::TtlCache;
use super::cart::{self, CartNotice};
use super::choice::Choice;
use super::data::{self, InstantStoreData};
use super::resolve::{Resolved, Served};
use super::{cart_view, head, tracking};
use crate::error::{AppError, AppResult};
use crate::features::pages::{PageId, PageProps};
use crate::http::security::{content_security_policy_for, Allowances, CspNonce};
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
/// The page script's nonce attribute, written by [`render`]; each request gets its own nonce.
pub const NONCE_SLOT: &str = "nonce=\"slot\"";
/// The empty elements around the cart section's contents (`CartSection.tsx`): what lies between
/// them is the visitor's cart, cut out of the cached document and rendered per cart
/// ([`super::cart_view`]).
pub const CART_START: &str = "<i data-cart-cut=\"start\"></i>";
/// See [`CART_START`].
pub const CART_END: &str = "<i data-cart-cut=\"end\"></i>";

/// Rendered documents by `(link id, version/language)`. The version changes whenever the link or
/// one of its products changes, so stale entries are simply never asked for again and age out.
pub type PageCache = TtlCache<(String, String), Arc<CachedPage>>;

/// The URL of the page's script (`/assets/shopper-HASH.js`), from the asset manifest; `None`
/// when the build has none, and the page then works through its forms alone.
#[derive(Debug, Clone)]
pub struct ShopperScript(pub Option<String>);

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
    /// The request's CSP nonce on the page's script.
    Nonce,
    /// The cart section's contents.
    Cart,
}

/// A rendered document cut at its per-visitor slots, so that serving it is one concatenation
/// and nothing of one visitor ever reaches another. It keeps what it was rendered from, so a
/// visitor's cart section can be rendered by the same component ([`super::cart_view`]).
#[derive(Debug)]
pub struct CachedPage {
    parts: Vec<(String, Option<Slot>)>,
    /// The cart section of an empty cart, as the document has it.
    empty_cart: String,
    /// The page data it was rendered from (without a cart).
    pub data: Arc<InstantStoreData>,
    /// Its language.
    pub locale: Locale,
    /// Its cache key, which also keys its cart sections.
    pub key: (String, String),
}

impl CachedPage {
    fn new(document: &str, data: Arc<InstantStoreData>, locale: Locale, key: (String, String)) -> Self {
        let mut markers: Vec<(String, Slot)> = vec![
            (CART_SLOT.to_owned(), Slot::CartCount),
            (CHECKOUT_SLOT.to_owned(), Slot::Checkout),
            (NONCE_SLOT.to_owned(), Slot::Nonce),
            (CART_START.to_owned(), Slot::Cart),
        ];
        markers.extend(CartNotice::ALL.map(|n| (format!("{NOTICE_SLOT}{}\"", n.value()), Slot::Notice(n))));
        let mut parts = Vec::new();
        let mut empty_cart = String::new();
        let mut rest = document;
        while let Some((at, marker, slot)) =
            markers.iter().filter_map(|(m, slot)| rest.find(m.as_str()).map(|at| (at, m, *slot))).min_by_key(|f| f.0)
        {
            parts.push((rest[..at].to_owned(), Some(slot)));
            rest = &rest[at + marker.len()..];
            if slot == Slot::Cart {
                let end = rest.find(CART_END).unwrap_or(0);
                empty_cart = rest[..end].to_owned();
                rest = &rest[end..];
            }
        }
        parts.push((rest.to_owned(), None));
        CachedPage { parts, empty_cart, data, locale, key }
    }

    /// The cart section's contents for an empty cart.
    pub fn empty_cart(&self) -> &str {
        &self.empty_cart
    }

    /// The document for a visitor with `units` in the cart (whose section is `cart`, `None` for
    /// an empty cart) who arrived with `notice`, its script carrying `nonce`.
    fn for_visitor(&self, units: u32, notice: Option<CartNotice>, nonce: &str, cart: Option<&str>) -> String {
        let extra = cart.map_or(0, str::len);
        let mut out = String::with_capacity(self.parts.iter().map(|(text, _)| text.len() + 48).sum::<usize>() + extra);
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
                Some(Slot::Nonce) => {
                    let _ = write!(out, "nonce=\"{nonce}\"");
                }
                Some(Slot::Cart) => {
                    out.push_str(CART_START);
                    out.push_str(cart.unwrap_or(&self.empty_cart));
                }
                None => {}
            }
        }
        out
    }
}

/// The cached document of the look `served` in the shopper's language, rendered when missing.
pub async fn cached(
    req: &HttpRequest,
    state: &web::Data<AppState>,
    resolved: &Resolved,
    served: &Served,
    version: &str,
) -> AppResult<Arc<CachedPage>> {
    let (locale, _) = crate::http::locale::for_shopper(req);
    let key = (served.link.id.clone(), format!("{version}/{}", locale.tag()));
    if let Some(page) = state.handle::<PageCache>().get(&key) {
        return Ok(page);
    }
    let link = served.link.clone();
    let (username, root_id) = (resolved.username.clone(), resolved.root.id.clone());
    let data = Arc::new(state.db.run(move |conn| data::load(conn, &link, &username, &root_id)).await?);
    let document = render(state, resolved, &data, locale).await?;
    let page = Arc::new(CachedPage::new(&document, data, locale, key.clone()));
    state.handle::<PageCache>().put(key, page.clone());
    Ok(page)
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
    let (_, remember) = crate::http::locale::for_shopper(req);
    let mut page = cached(req, state, resolved, served, version).await?;
    // A form's answer that carries the shopper's choice gets the page opened on it. It is
    // rendered for this load only: caching every choice would let made-up queries push the
    // pages every visitor shares out of the cache.
    if let Some(choice) = notice.and_then(|_| Choice::from_query(req.query_string(), &page.data)) {
        let mut data = (*page.data).clone();
        choice.apply(&mut data);
        let document = render(state, resolved, &data, page.locale).await?;
        page = Arc::new(CachedPage::new(&document, Arc::new(data), page.locale, page.key.clone()));
    }
    let cart = cart::Cart::from_request(req, &resolved.root.id);
    let section = if cart.is_empty() { None } else { Some(cart_view::section(state, &page, &cart).await?) };
    let nonce = CspNonce::of(req);
    let mut res = HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(page.for_visitor(cart.units(), notice, &nonce, section.as_deref()));
    // The checkout form's answer redirects to the store; browsers hold that redirect to the
    // page's form-action, so the store's origin is allowed next to our own.
    let store_origin = url::Url::parse(&resolved.store_base).map(|u| u.origin().ascii_serialization()).ok();
    let allowances = Allowances { form_targets: store_origin.into_iter().collect(), ..Allowances::default() };
    let csp = content_security_policy_for(&nonce, &tracking::allow(&page.data.tracking, allowances));
    if let Ok(value) = HeaderValue::from_str(&csp) {
        res.headers_mut().insert(header::CONTENT_SECURITY_POLICY, value);
    }
    if let Some(cookie) = remember {
        // An explicit `?lang=` is remembered, as on every other page.
        let _ = res.add_cookie(&cookie);
    }
    Ok(res)
}

/// The page component's markup for `data` (`<div id="root">`'s contents) and its style tags.
pub async fn markup(
    state: &web::Data<AppState>,
    path: String,
    data: &InstantStoreData,
    locale: Locale,
) -> AppResult<crate::ssr::RenderOutput> {
    render_component(state, PageId::InstantStore, path, data, locale).await
}

/// Renders a public page component (not hydrated: no user, no query) for `data`.
pub async fn render_component(
    state: &web::Data<AppState>,
    page: PageId,
    path: String,
    data: &impl serde::Serialize,
    locale: Locale,
) -> AppResult<crate::ssr::RenderOutput> {
    let props = PageProps {
        page,
        path,
        query: String::new(),
        locale,
        user: None,
        config: crate::features::pages::client_config(state),
        data: serde_json::to_value(data).map_err(|e| AppError::Internal(e.into()))?,
    };
    let props_json = serde_json::to_string(&props).map_err(|e| AppError::Internal(e.into()))?;
    Ok(state.ssr.render(props_json).await?)
}

/// The whole document of a public page: its head tags, the component's styles, its scripts
/// (each carrying [`NONCE_SLOT`]) and the component's markup.
pub fn document(locale: Locale, head: &str, output: &crate::ssr::RenderOutput, scripts: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\" dir=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{head}\n{}\n{scripts}</head>\n\
         <body>\n<div id=\"root\">{}</div>\n</body>\n</html>\n",
        locale.tag(),
        locale.dir(),
        output.styles,
        output.html
    )
}

/// Renders the full document of a look.
async fn render(
    state: &web::Data<AppState>,
    resolved: &Resolved,
    data: &InstantStoreData,
    locale: Locale,
) -> AppResult<String> {
    let page_url = resolved.public_url.clone();
    let output = markup(state, format!("/{}/{}", resolved.username, resolved.root.id), data, locale).await?;
    // The script is a module loaded after the page is usable: everything works without it.
    let script = state
        .handle::<ShopperScript>()
        .0
        .as_deref()
        .map(|src| format!("<script type=\"module\" src=\"{src}\" {NONCE_SLOT}></script>\n"))
        .unwrap_or_default()
        + &tracking::scripts(&data.tracking, NONCE_SLOT);
    Ok(document(locale, &head::tags(data, &page_url, &state.public_base), &output, &script))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOCUMENT: &str = "<script src=\"/s.js\" nonce=\"slot\"></script>\
        <p data-notice-slot=\"added\">Added</p><p data-notice-slot=\"soldout\">Sold</p>\
        <span data-cart-count=\"slot\">0</span><button data-checkout=\"slot\" class=\"c\">Checkout</button>\
        <div><i data-cart-cut=\"start\"></i><p>Empty</p><i data-cart-cut=\"end\"></i></div>";

    fn page(document: &str) -> CachedPage {
        let data = Arc::new(data::tests::sample());
        CachedPage::new(document, data, Locale::En, ("l".into(), "v".into()))
    }

    #[test]
    fn visitors_get_their_own_count_checkout_state_notice_nonce_and_cart() {
        let page = page(DOCUMENT);
        assert_eq!(page.empty_cart(), "<p>Empty</p>");
        assert_eq!(
            page.for_visitor(0, None, "n1", None),
            "<script src=\"/s.js\" nonce=\"n1\"></script>\
             <p data-notice-slot=\"added\">Added</p><p data-notice-slot=\"soldout\">Sold</p>\
             <span data-cart-count=\"0\">0</span><button data-checkout=\"empty\" disabled=\"\" class=\"c\">Checkout</button>\
             <div><i data-cart-cut=\"start\"></i><p>Empty</p><i data-cart-cut=\"end\"></i></div>"
        );
        assert_eq!(
            page.for_visitor(3, Some(CartNotice::SoldOut), "n2", Some("<ul>3</ul>")),
            "<script src=\"/s.js\" nonce=\"n2\"></script>\
             <p data-notice-slot=\"added\">Added</p><p role=\"status\" data-notice=\"soldout\">Sold</p>\
             <span data-cart-count=\"3\">3</span><button data-checkout=\"ready\" class=\"c\">Checkout</button>\
             <div><i data-cart-cut=\"start\"></i><ul>3</ul><i data-cart-cut=\"end\"></i></div>"
        );
        assert_eq!(self::page("plain").for_visitor(2, Some(CartNotice::Added), "n", None), "plain");
    }
}
