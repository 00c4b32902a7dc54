//! `POST /{username}/{id}/cart/line` with `variant` and `quantity`, or `remove`: sets the units
//! of a line already in the cart, 0 or `remove` taking it out (the cart section's form, whose
//! Remove button posts `remove` beside the quantity field). No event
//! is recorded: the shopper's interest was counted when the line was added. Without JavaScript
//! it answers 303 back to the page's cart section; the page's script gets JSON (`forms`).

use actix_web::{web, HttpRequest, HttpResponse};

use super::cart::{Cart, CartNotice, MAX_QUANTITY};
use super::forms::form_context;
use crate::error::AppError;
use crate::state::AppState;

/// The element id of the page's cart section (`CartSection.tsx`), where the answer scrolls.
pub const CART_ANCHOR: &str = "cart";
/// The refusal of a line the cart does not hold (a stale form).
pub const NOT_IN_CART: &str = "This item is no longer in the cart.";

/// The handler.
pub async fn update(
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
    let field = |name: &str| form.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim().to_owned());
    let variant = field("variant").and_then(|v| v.parse::<i64>().ok());
    // An emptied or unreadable quantity field keeps the line as it is rather than removing it.
    let mut cart = Cart::from_request(&req, &ctx.shopper.resolved.root.id);
    let line = variant.and_then(|v| cart.lines().iter().find(|(n, _)| *n == v).copied());
    let Some((variant, current)) = line else {
        return ctx.refuse(CartNotice::Updated, "", None, AppError::NotFound(NOT_IN_CART.into()));
    };
    let quantity = if field("remove").is_some() {
        0
    } else {
        field("quantity").and_then(|q| q.parse::<u32>().ok()).unwrap_or(current).min(MAX_QUANTITY)
    };
    cart.set(variant, quantity);
    let back = ctx.back(CartNotice::Updated, "", Some(CART_ANCHOR));
    ctx.changed(&req, &state, CartNotice::Updated, &cart, back).await
}
