//! What the instant store page's forms (add to cart, a cart line's quantity and remove,
//! checkout) share: the look and visit behind a post, and the two ways to answer it. Without
//! JavaScript a form is answered with a 303 back to the page carrying a notice; the page's script
//! posts the same fields with `Accept: application/json` and gets the new cart as JSON, so both
//! go through one handler with one validation and one count of events.

use std::sync::Arc;

use actix_web::cookie::Cookie;
use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};
use serde::Serialize;

use super::cart::{card_anchor, Cart, CartNotice};
use super::resolve::Action;
use super::visit::{self, Shopper};
use super::{cart_view, page, unavailable};
use crate::error::AppError;
use crate::features::clicks::Visit;
use crate::features::clicks::{visitor, EventKind};
use crate::http::redirect;
use crate::ids::new_ordered_id;
use crate::state::AppState;

/// The look a cart or checkout form of `/{username}/{id}` belongs to, with the visit that
/// posts it.
pub struct FormContext {
    /// The shopper's request; its served part is a look.
    pub shopper: Shopper,
    /// The posting visit (`None` for bots), carrying the click id of the view it follows.
    pub visit: Option<Visit>,
    /// Whether the page's script posted and wants JSON rather than a redirect.
    pub json: bool,
}

/// The JSON answer of a cart form: what the page's script puts in place.
#[derive(Debug, Serialize)]
pub struct CartAnswer {
    /// The notice to show (`CartNotice::value`).
    pub notice: &'static str,
    /// Units in the cart.
    pub count: u32,
    /// The cart section's markup for this cart, rendered by the page's own component.
    pub cart: String,
}

impl FormContext {
    /// The page the form came from, showing `notice`, with `extra` query pairs (the shopper's
    /// kept choice) and `fragment` to scroll to (a product card, or the cart). Its parts come
    /// from the request (the path, the posted choice), so it is made an on-site location.
    pub fn back(&self, notice: CartNotice, extra: &str, fragment: Option<&str>) -> String {
        let resolved = &self.shopper.resolved;
        let fragment = fragment.map(|f| format!("#{f}")).unwrap_or_default();
        redirect::on_site(&format!(
            "/{}/{}?cart={}{extra}{fragment}",
            resolved.username,
            resolved.root.id,
            notice.value()
        ))
    }

    /// Records an event of this visit (nothing for bots).
    pub async fn record(&self, state: &AppState, kind: EventKind, product: Option<String>) {
        visit::record(state, self.visit.as_ref(), kind, product).await;
    }

    /// Answers a post that changed nothing: 303 back with `notice` (scrolled to the product's
    /// card), or for the script `error` as the API's error envelope.
    pub fn refuse(&self, notice: CartNotice, extra: &str, product: Option<&str>, error: AppError) -> HttpResponse {
        if self.json {
            return with_cookies(error.error_response(), &self.shopper.cookies);
        }
        let anchor = product.map(card_anchor);
        see_other(&self.back(notice, extra, anchor.as_deref()), &self.shopper.cookies)
    }

    /// Answers a post that changed the cart to `cart` (its cookie is set either way): 303 to
    /// `back`, or for the script the new count and cart section.
    pub async fn changed(
        mut self,
        req: &HttpRequest,
        state: &web::Data<AppState>,
        notice: CartNotice,
        cart: &Cart,
        back: String,
    ) -> HttpResponse {
        let root_id = self.shopper.resolved.root.id.clone();
        self.shopper.cookies.push(cart.cookie(&root_id, self.shopper.secure));
        if !self.json {
            return see_other(&back, &self.shopper.cookies);
        }
        let Action::Look { version } = &self.shopper.served().action else { return unavailable::page() };
        let section = match page::cached(req, state, &self.shopper.resolved, self.shopper.served(), version).await {
            Ok(page) => cart_view::section(state, &page, cart).await,
            Err(e) => Err(e),
        };
        match section {
            Ok(html) => {
                let answer = CartAnswer { notice: notice.value(), count: cart.units(), cart: html };
                let res = HttpResponse::Ok()
                    .insert_header((header::CACHE_CONTROL, "no-store"))
                    .json(serde_json::json!({ "status": true, "data": answer }));
                with_cookies(res, &self.shopper.cookies)
            }
            Err(e) => with_cookies(e.error_response(), &self.shopper.cookies),
        }
    }
}

/// Whether the request asks for JSON (the page's script) rather than a page.
fn wants_json(req: &HttpRequest) -> bool {
    req.headers()
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accept| accept.split(',').any(|part| part.trim().starts_with("application/json")))
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
        let click_id = visitor::click_id(&req, &shopper.resolved.root.id).unwrap_or_else(new_ordered_id);
        shopper.visit(&req, click_id, Arc::from([]))
    });
    Ok(FormContext { shopper, visit, json: wants_json(&req) })
}

/// Adds cookies to an answer; one that does not serialise is dropped rather than failing it.
fn with_cookies(mut res: HttpResponse, cookies: &[Cookie<'static>]) -> HttpResponse {
    for cookie in cookies {
        let _ = res.add_cookie(cookie);
    }
    res
}

/// 303 to `location` with cookies: [`FormContext::back`], or the store's cart at checkout
/// (built from the connected store's address, not from the request).
pub fn see_other(location: &str, cookies: &[Cookie<'static>]) -> HttpResponse {
    let res = HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish();
    with_cookies(res, cookies)
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::wants_json;

    #[test]
    fn only_a_json_accept_gets_json() {
        let with = |accept: &str| wants_json(&TestRequest::post().insert_header(("accept", accept)).to_http_request());
        assert!(with("application/json"));
        assert!(with("text/html, application/json;q=0.9"));
        assert!(!with("text/html,application/xhtml+xml,*/*;q=0.8"));
        assert!(!wants_json(&TestRequest::post().to_http_request()));
    }
}
