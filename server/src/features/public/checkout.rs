//! `POST /{username}/{id}/checkout`: records the checkout request and hands the cart to the
//! store through a cart permalink, `{store}/cart/{variant}:{qty},…`, with the promocode as
//! `discount`, the tracking tags (the link's, else the business's defaults) and the visit's click id as the [`CLICK_KEY`] cart attribute, which comes back on
//! the order and attributes it to this link.

use actix_web::{web, HttpRequest, HttpResponse};

use super::cart::{Cart, CartNotice};
use super::forms::{form_context, see_other};
use crate::error::AppError;
use crate::features::clicks::{EventKind, CLICK_KEY};
use crate::state::AppState;

/// The refusal of a checkout with nothing in the cart.
pub const EMPTY: &str = "The cart is empty.";

/// The handler.
pub async fn start(req: HttpRequest, path: web::Path<(String, String)>, state: web::Data<AppState>) -> HttpResponse {
    let (username, id) = path.into_inner();
    let mut ctx = match form_context(req.clone(), &state, &username, &id).await {
        Ok(ctx) => ctx,
        Err(res) => return res,
    };
    let resolved = std::sync::Arc::clone(&ctx.shopper.resolved);
    let root_id = resolved.root.id.clone();
    let cart = Cart::from_request(&req, &root_id);
    if cart.is_empty() {
        return ctx.refuse(CartNotice::Empty, "", None, AppError::Conflict(EMPTY.into()));
    }
    let Ok(mut url) = url::Url::parse(&format!("{}/cart/{}", resolved.store_base, cart.permalink_lines())) else {
        return super::unavailable::page();
    };
    let promocode = ctx
        .shopper
        .served()
        .link
        .promocode
        .clone()
        .or_else(|| resolved.root.promocode.clone())
        .filter(|c| !c.is_empty());
    let click_id = ctx.visit.as_ref().map(|v| v.click_id.clone());
    {
        let mut query = url.query_pairs_mut();
        // The store's analytics credit the visit to the link's tags, or the business's defaults.
        for (key, value) in super::target::tags(&ctx.shopper.served().link, &resolved.root, &resolved.default_tags) {
            query.append_pair(key, value);
        }
        if let Some(code) = &promocode {
            query.append_pair("discount", code);
        }
        if let Some(click) = &click_id {
            query.append_pair(&format!("attributes[{CLICK_KEY}]"), click);
        }
    }
    ctx.record(&state, EventKind::Checkout, None).await;
    ctx.shopper.cookies.push(Cart::default().cookie(&root_id, ctx.shopper.secure));
    see_other(url.as_str(), &ctx.shopper.cookies)
}
