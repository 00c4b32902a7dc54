//! `POST /{username}/{id}/cart` with `product`, `quantity` and one `o.{option}` per option: adds
//! the in-stock variant whose options match and records an ADD event. Without JavaScript it
//! answers 303 back to the page with the shopper's choice in the query, so the card comes back
//! as it was posted (`choice`); the page's script gets JSON (`forms`).

use std::collections::HashMap;

use actix_web::{web, HttpRequest, HttpResponse, ResponseError};

use super::cart::{card_anchor, Cart, CartNotice, MAX_QUANTITY};
use super::choice::Choice;
use super::forms::form_context;
use crate::error::AppError;
use crate::features::clicks::EventKind;
use crate::state::AppState;

/// The refusal of a sold-out combination, for the script and API clients.
pub const SOLD_OUT: &str = "This combination is sold out; nothing was added to the cart.";
/// The refusal of a product the look does not show.
pub const NOT_SHOWN: &str = "This product is not on this page; nothing was added to the cart.";

/// The handler.
pub async fn add(
    req: HttpRequest,
    path: web::Path<(String, String)>,
    form: web::Form<Vec<(String, String)>>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let (username, id) = path.into_inner();
    let ctx = match form_context(req.clone(), &state, &username, &id).await {
        Ok(ctx) => ctx,
        Err(res) => return res,
    };
    let fields = form.into_inner();
    let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone());
    let quantity = field("quantity").and_then(|q| q.trim().parse::<u32>().ok()).unwrap_or(1).clamp(1, MAX_QUANTITY);
    let options: Vec<(String, String)> =
        fields.iter().filter_map(|(k, v)| k.strip_prefix("o.").map(|name| (name.to_owned(), v.clone()))).collect();
    let Some(product) = field("product").filter(|p| ctx.shopper.served().products.contains(p)) else {
        return ctx.refuse(CartNotice::Unavailable, "", None, AppError::NotFound(NOT_SHOWN.into()));
    };
    let kept = Choice::query(&product, &options, quantity);
    let (business, pid) = (ctx.shopper.resolved.business_id.clone(), product.clone());
    let variants =
        match state.db.run(move |conn| crate::features::catalog::sellable_variants(conn, &business, &pid)).await {
            Ok(v) => v,
            Err(e) => return e.error_response(),
        };
    let chosen: HashMap<String, String> = options.into_iter().collect();
    let variant = variants.iter().find(|v| v.matches(&chosen)).filter(|v| v.inventory_quantity > 0);
    let Some(number) = variant.and_then(|v| v.number()) else {
        return ctx.refuse(CartNotice::SoldOut, &kept, Some(&product), AppError::Conflict(SOLD_OUT.into()));
    };
    let mut cart = Cart::from_request(&req, &ctx.shopper.resolved.root.id);
    cart.add(number, quantity);
    let back = ctx.back(CartNotice::Added, &kept, Some(&card_anchor(&product)));
    ctx.record(&state, EventKind::Add, Some(product)).await;
    ctx.changed(&req, &state, CartNotice::Added, &cart, back).await
}
