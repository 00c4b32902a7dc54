//! `POST /{username}/{id}/checkout`: records the checkout request and hands the cart to the
//! store through a cart permalink, `{store}/cart/{variant}:{qty},…`, with the promocode as
//! `discount` and the visit's click id as the `shoplinks_click` cart attribute (which comes back
//! on the order and attributes it to this link).

use actix_web::{web, HttpRequest, HttpResponse};

use super::cart::{form_context, see_other, Cart, CartNotice};
use crate::features::clicks::EventKind;
use crate::features::redirect::target::CLICK_PARAM;
use crate::state::AppState;

/// The handler.
pub async fn start(req: HttpRequest, path: web::Path<(String, String)>, state: web::Data<AppState>) -> HttpResponse {
    let (username, id) = path.into_inner();
    let mut ctx = match form_context(req.clone(), &state, &username, &id).await {
        Ok(ctx) => ctx,
        Err(res) => return res,
    };
    let root_id = ctx.resolved.root.id.clone();
    let cart = Cart::from_request(&req, &root_id);
    if cart.is_empty() {
        return see_other(&ctx.back(CartNotice::Empty, None), &ctx.cookies);
    }
    let Ok(mut url) = url::Url::parse(&format!("{}/cart/{}", ctx.resolved.store_base, cart.permalink_lines())) else {
        return crate::features::redirect::unavailable::page();
    };
    let promocode = ctx
        .resolved
        .served(&ctx.look_id)
        .and_then(|s| s.link.promocode.clone())
        .or_else(|| ctx.resolved.root.promocode.clone())
        .filter(|c| !c.is_empty());
    let click_id = ctx.visit.as_ref().map(|v| v.click_id.clone());
    {
        let mut query = url.query_pairs_mut();
        if let Some(code) = &promocode {
            query.append_pair("discount", code);
        }
        if let Some(click) = &click_id {
            query.append_pair(&format!("attributes[{CLICK_PARAM}]"), click);
        }
    }
    ctx.record(&state, EventKind::Checkout, None).await;
    ctx.cookies.push(Cart::default().cookie(&root_id, ctx.secure));
    see_other(url.as_str(), &ctx.cookies)
}
