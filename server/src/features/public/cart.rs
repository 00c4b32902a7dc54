//! The instant store page's cart: kept in a cookie per link (`sl_cart_{id}`, variant numbers and
//! quantities), so the page itself stays cacheable and the server keeps no cart state.
//! `POST /{username}/{id}/cart` adds the variant matching the posted options and answers 303
//! back to the page.

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::cookie::{time::Duration, Cookie};
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};

use super::resolve::Action;
use super::visit::{self, Shopper};
use super::{data, unavailable};
use crate::features::clicks::event::Visit;
use crate::features::clicks::{visitor, EventKind};
use crate::ids::new_id;
use crate::state::AppState;

/// Most units of one variant (the sandbox's and Shopify's permalink limit).
pub const MAX_QUANTITY: u32 = 100;
/// Most lines in a cart.
const MAX_LINES: usize = 50;
/// What a cart or checkout form tells the shopper on the page it returns to, as the query
/// `?cart={value}`. The cached page carries every notice hidden; the server shows this one
/// (`page::serve`). Its presence also marks the load as the same visit, not another view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CartNotice {
    /// The product went into the cart.
    Added,
    /// The chosen combination of options cannot be bought.
    SoldOut,
    /// Checkout was pressed with nothing in the cart.
    Empty,
    /// The posted product is not one this link shows (a stale or hand-made form).
    Unavailable,
}

impl CartNotice {
    /// Every notice, in the order the page renders them.
    pub const ALL: [CartNotice; 4] =
        [CartNotice::Added, CartNotice::SoldOut, CartNotice::Empty, CartNotice::Unavailable];

    /// The query value, also the `data-notice-slot` value in `ui/src/features/instantStore/CartNotices.tsx`.
    pub fn value(self) -> &'static str {
        match self {
            CartNotice::Added => "added",
            CartNotice::SoldOut => "soldout",
            CartNotice::Empty => "empty",
            CartNotice::Unavailable => "unavailable",
        }
    }

    /// The notice a page's query asks for.
    pub fn from_query(query: &str) -> Option<Self> {
        let value = url::form_urlencoded::parse(query.as_bytes()).find(|(k, _)| k == "cart")?.1;
        CartNotice::ALL.into_iter().find(|n| n.value() == value)
    }
}

/// Name of a link's cart cookie.
fn cookie_name(root_link_id: &str) -> String {
    format!("sl_cart_{root_link_id}")
}

/// A cart: `(variant number, quantity)` lines.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Cart {
    lines: Vec<(i64, u32)>,
}

impl Cart {
    /// The cart in the request's cookie (empty when absent or malformed).
    pub fn from_request(req: &HttpRequest, root_link_id: &str) -> Self {
        req.cookie(&cookie_name(root_link_id)).map(|c| Cart::parse(c.value())).unwrap_or_default()
    }

    /// Parses `123:2|456:1`; any malformed part empties the cart.
    pub fn parse(text: &str) -> Self {
        let mut cart = Cart::default();
        for part in text.split('|').filter(|p| !p.is_empty()) {
            let parsed = part.split_once(':').and_then(|(v, q)| Some((v.parse::<i64>().ok()?, q.parse::<u32>().ok()?)));
            match parsed {
                Some((variant, quantity)) if variant > 0 && (1..=MAX_QUANTITY).contains(&quantity) => {
                    cart.add(variant, quantity)
                }
                _ => return Cart::default(),
            }
        }
        cart
    }

    /// Adds units (capped per line; lines beyond the limit are ignored).
    pub fn add(&mut self, variant: i64, quantity: u32) {
        if let Some((_, q)) = self.lines.iter_mut().find(|(v, _)| *v == variant) {
            *q = (*q + quantity).min(MAX_QUANTITY);
        } else if self.lines.len() < MAX_LINES {
            self.lines.push((variant, quantity.min(MAX_QUANTITY)));
        }
    }

    /// Units in the cart.
    pub fn units(&self) -> u32 {
        self.lines.iter().map(|(_, q)| q).sum()
    }

    /// Whether there is nothing to check out.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Lines as a cart permalink wants them: `123:2,456:1`.
    pub fn permalink_lines(&self) -> String {
        self.lines.iter().map(|(v, q)| format!("{v}:{q}")).collect::<Vec<_>>().join(",")
    }

    /// The cookie holding this cart (a week), or one that clears it when empty.
    pub fn cookie(&self, root_link_id: &str, secure: bool) -> Cookie<'static> {
        let value = self.lines.iter().map(|(v, q)| format!("{v}:{q}")).collect::<Vec<_>>().join("|");
        let age = if self.is_empty() { Duration::ZERO } else { Duration::days(7) };
        visitor::long_cookie(cookie_name(root_link_id), value, age, secure)
    }
}

/// The look a cart or checkout form of `/{username}/{id}` belongs to, with the visit that
/// posts it.
pub struct FormContext {
    /// The shopper's request; its served part is a look.
    pub shopper: Shopper,
    /// The posting visit (`None` for bots), carrying the click id of the view it follows.
    pub visit: Option<Visit>,
}

impl FormContext {
    /// The page the form came from, showing `notice`; `anchor` scrolls back to a product card.
    pub fn back(&self, notice: CartNotice, anchor: Option<&str>) -> String {
        let fragment = anchor.map(|a| format!("#{}", card_anchor(a))).unwrap_or_default();
        let resolved = &self.shopper.resolved;
        format!("/{}/{}?cart={}{fragment}", resolved.username, resolved.root.id, notice.value())
    }

    /// Records an event of this visit (nothing for bots).
    pub async fn record(&self, state: &AppState, kind: EventKind, product: Option<String>) {
        visit::record(state, self.visit.as_ref(), kind, product).await;
    }

    /// 303 back to the page with `notice`, setting the context's cookies.
    pub fn answer(&self, notice: CartNotice, anchor: Option<&str>) -> HttpResponse {
        see_other(&self.back(notice, anchor), &self.shopper.cookies)
    }
}

/// Resolves the look behind a form post; `Err` carries the answer when there is none (an app
/// page, an unavailable link, or a part that is not a look).
pub async fn form_context(
    req: HttpRequest,
    state: &web::Data<AppState>,
    username: &str,
    id: &str,
) -> Result<FormContext, HttpResponse> {
    let mut shopper = match Shopper::find(&req, state, username, id).await {
        Ok(Ok(shopper)) => shopper,
        // An app path (`/admin/links/cart`): answer as the page renderer does for a POST.
        Ok(Err(miss)) => {
            return Err(visit::miss(miss, req, state.clone()).await.unwrap_or_else(|e| e.error_response()))
        }
        Err(e) => return Err(e.error_response()),
    };
    if !matches!(shopper.served().action, Action::Look { .. }) {
        return Err(unavailable::page());
    }
    let visit = (!shopper.is_bot).then(|| {
        let click_id = visitor::click_id(&req, &shopper.resolved.root.id).unwrap_or_else(new_id);
        shopper.visit(&req, click_id, Arc::from([]))
    });
    Ok(FormContext { shopper, visit })
}

/// 303 to `location` with cookies.
pub fn see_other(location: &str, cookies: &[Cookie<'static>]) -> HttpResponse {
    let mut res = HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish();
    for cookie in cookies {
        // A cookie that does not serialise is dropped rather than failing the hand-off.
        let _ = res.add_cookie(cookie);
    }
    res
}

/// `POST /{username}/{id}/cart` with `product`, `quantity` and one `o.{option}` per option.
pub async fn add(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    form: web::Form<Vec<(String, String)>>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let (username, id) = path.into_inner();
    let mut ctx = match form_context(req.clone(), &state, &username, &id).await {
        Ok(ctx) => ctx,
        Err(res) => return res,
    };
    let fields = form.into_inner();
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let quantity = field("quantity").and_then(|q| q.trim().parse::<u32>().ok()).unwrap_or(1).clamp(1, MAX_QUANTITY);
    let chosen: HashMap<String, String> =
        fields.iter().filter_map(|(k, v)| k.strip_prefix("o.").map(|name| (name.to_owned(), v.clone()))).collect();
    let Some(product) = field("product") else { return ctx.answer(CartNotice::Unavailable, None) };
    if !ctx.shopper.served().products.contains(&product) {
        return ctx.answer(CartNotice::Unavailable, None);
    }
    let (business, pid) = (ctx.shopper.resolved.business_id.clone(), product.clone());
    let variants = match state.db.run(move |conn| data::variants_of(conn, &business, &pid)).await {
        Ok(v) => v,
        Err(e) => return e.error_response(),
    };
    let variant = variants.iter().find(|v| v.matches(&chosen)).filter(|v| v.inventory_quantity > 0);
    let Some(number) = variant.and_then(|v| v.number()) else {
        return ctx.answer(CartNotice::SoldOut, Some(&product));
    };
    let root_id = ctx.shopper.resolved.root.id.clone();
    let mut cart = Cart::from_request(&req, &root_id);
    cart.add(number, quantity);
    let back = ctx.back(CartNotice::Added, Some(&product));
    ctx.record(&state, EventKind::Add, Some(product)).await;
    ctx.shopper.cookies.push(cart.cookie(&root_id, ctx.shopper.secure));
    see_other(&back, &ctx.shopper.cookies)
}

/// The element id of a product's card: its store id with everything but ASCII letters and
/// digits dropped. Must match `cardAnchor` in `ui/src/features/instantStore/ProductCard.tsx`.
pub fn card_anchor(product_id: &str) -> String {
    let kept: String = product_id.chars().filter(char::is_ascii_alphanumeric).collect();
    format!("p-{kept}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carts_round_trip_and_malformed_cookies_empty_them() {
        let mut cart = Cart::parse("101:2|202:1");
        cart.add(101, 1);
        assert_eq!(cart.permalink_lines(), "101:3,202:1");
        assert_eq!(cart.units(), 4);
        assert!(Cart::parse("101:x").is_empty());
        assert!(Cart::parse("-1:1").is_empty());
        assert!(Cart::parse("1:0").is_empty());
        cart.add(101, 500);
        assert_eq!(cart.permalink_lines(), "101:100,202:1");
    }

    #[test]
    fn notices_round_trip_through_the_query() {
        for notice in CartNotice::ALL {
            assert_eq!(CartNotice::from_query(&format!("x=1&cart={}", notice.value())), Some(notice));
        }
        assert_eq!(CartNotice::from_query("cart=nonsense"), None);
        assert_eq!(CartNotice::from_query("utm_source=cart%3Dadded"), None);
        assert_eq!(card_anchor("gid://shopify/Product/42"), "p-gidshopifyProduct42");
    }
}
