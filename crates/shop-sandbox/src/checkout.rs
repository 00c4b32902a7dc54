//! The sandbox checkout: `GET /sandbox/{shop}/checkouts/{token}` shows the lines, the discount
//! (or "Enter a valid discount code"), the cart attributes and the totals; `POST` of the same
//! URL with an email pays: the order is created, stock goes down, `orders/create` is sent to the
//! app (and `products/update` for the products whose stock changed), and the page becomes the
//! thank-you page ("Order #1001 confirmed"). Sold-out lines refuse the payment. As at a real
//! checkout, a shopper can type a discount code (`POST …/discount`, empty removes it); a code
//! the shop lacks shows "Enter a valid discount code" and the order is priced without it.

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;

use super::admin::shop_of;
use super::cents::format_cents;
use super::orders::{self, OrderRow, Payment};
use super::quote::{self, CheckoutRow, Quote};
use super::{shop, webhooks};
use crate::schema::{sandbox_checkouts, sandbox_orders};
use crate::state::Sandbox;
use kernel::error::{AppError, AppResult};

/// The pay form.
#[derive(Debug, Deserialize)]
pub struct PayForm {
    /// Where the receipt would go; becomes the order's email.
    #[serde(default)]
    pub email: String,
}

/// The discount form: the code a shopper typed (empty removes the code).
#[derive(Debug, Deserialize)]
pub struct DiscountForm {
    /// The code as typed.
    #[serde(default)]
    pub code: String,
}

/// A typed code longer than this is not a code (Shopify's discount codes are at most 255).
const CODE_MAX: usize = 255;

/// What the checkout page shows.
enum View {
    Open(Box<Quote>, String),
    Paid(Box<OrderRow>, Vec<orders::LineRow>),
    Missing,
}

async fn load(state: &web::Data<Sandbox>, shop: &str, token: &str) -> AppResult<(Option<CheckoutRow>, View)> {
    let (domain, token) = (shop.to_owned(), token.to_owned());
    state
        .db
        .run(move |conn| {
            let found = sandbox_checkouts::table
                .find(&token)
                .filter(sandbox_checkouts::shop_domain.eq(&domain))
                .select(CheckoutRow::as_select())
                .first::<CheckoutRow>(conn)
                .optional()?;
            let Some(checkout) = found else { return Ok((None, View::Missing)) };
            if let Some(order_id) = &checkout.order_id {
                let order = sandbox_orders::table.find(order_id).select(OrderRow::as_select()).first(conn)?;
                let lines = orders::lines_of(conn, &order)?;
                return Ok((Some(checkout), View::Paid(Box::new(order), lines)));
            }
            let priced = quote::quote(conn, &checkout)?;
            let currency = shop::get_or_create(conn, &domain)?.currency;
            Ok((Some(checkout), View::Open(Box::new(priced), currency)))
        })
        .await
}

fn render(
    state: &Sandbox,
    shop: &str,
    token: &str,
    view: View,
    status: StatusCode,
    error: Option<&str>,
    email: &str,
) -> AppResult<HttpResponse> {
    match view {
        View::Missing => state.pages.error(
            StatusCode::NOT_FOUND,
            shop,
            "Checkout not found",
            "This checkout does not exist. Start again from the store.",
        ),
        View::Paid(order, lines) => state.pages.respond(
            StatusCode::OK,
            "thanks.html",
            &json!({
                "shop": shop,
                "name": order.name(),
                "email": order.email,
                "currency": order.currency,
                "total": format_cents(order.total_cents),
                "lines": lines.iter().map(|l| json!({
                    "title": l.title, "variant_title": l.variant_title, "quantity": l.quantity,
                    "price": format_cents(l.price_cents),
                })).collect::<Vec<_>>(),
            }),
        ),
        View::Open(priced, currency) => state.pages.respond(
            status,
            "checkout.html",
            &json!({
                "shop": shop,
                "action": format!("/sandbox/{shop}/checkouts/{token}"),
                "discount_action": format!("/sandbox/{shop}/checkouts/{token}/discount"),
                "currency": currency,
                "lines": priced.lines,
                "discount": priced.discount.as_ref().map(|d| json!({"code": d.code, "title": d.title})),
                "invalid_code": priced.invalid_code,
                "attributes": priced.attributes,
                "subtotal": format_cents(priced.subtotal),
                "discount_amount": format_cents(priced.discount_cents),
                "tax": format_cents(priced.tax),
                "total": format_cents(priced.total),
                "purchasable": priced.purchasable(),
                "error": error,
                "email": email,
            }),
        ),
    }
}

/// `GET /sandbox/{shop}/checkouts/{token}`.
pub async fn page(path: web::Path<(String, String)>, state: web::Data<Sandbox>) -> AppResult<HttpResponse> {
    let (raw, token) = path.into_inner();
    let shop = shop_of(&raw)?;
    let (_, view) = load(&state, &shop, &token).await?;
    render(&state, &shop, &token, view, StatusCode::OK, None, "")
}

fn plausible_email(email: &str) -> bool {
    let email = email.trim();
    email.len() <= 254
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty() && domain.contains('.') && !domain.starts_with('.') && !domain.ends_with('.')
        })
        && !email.contains(char::is_whitespace)
}

/// `POST /sandbox/{shop}/checkouts/{token}`: pay.
pub async fn pay(
    path: web::Path<(String, String)>,
    form: web::Form<PayForm>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, token) = path.into_inner();
    let shop = shop_of(&raw)?;
    let email = form.into_inner().email.trim().to_lowercase();
    let (checkout, view) = load(&state, &shop, &token).await?;
    let Some(checkout) = checkout else { return render(&state, &shop, &token, view, StatusCode::OK, None, "") };
    if checkout.order_id.is_none() && !plausible_email(&email) {
        let message = "Enter a valid email address";
        return render(&state, &shop, &token, view, StatusCode::UNPROCESSABLE_ENTITY, Some(message), &email);
    }
    let paid = {
        let email = email.clone();
        state.db.run(move |conn| orders::pay(conn, &checkout, &email)).await
    };
    let refusal = match paid {
        Ok(Payment::Placed(order)) => {
            announce(&state, &shop, order).await?;
            None
        }
        Ok(Payment::AlreadyPaid(_)) => None,
        Ok(Payment::Refused(message)) => Some(message),
        Err(AppError::Conflict(message)) => Some(message),
        Err(e) => return Err(e),
    };
    if let Some(message) = refusal {
        let (_, view) = load(&state, &shop, &token).await?;
        return render(&state, &shop, &token, view, StatusCode::CONFLICT, Some(&message), &email);
    }
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/sandbox/{shop}/checkouts/{token}")))
        .finish())
}

/// `POST /sandbox/{shop}/checkouts/{token}/discount`: applies the typed code to an unpaid
/// checkout (or removes it when empty), then shows the checkout again.
pub async fn apply_discount(
    path: web::Path<(String, String)>,
    form: web::Form<DiscountForm>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, token) = path.into_inner();
    let shop = shop_of(&raw)?;
    let code: String = form.into_inner().code.trim().chars().filter(|c| !c.is_control()).take(CODE_MAX).collect();
    let (domain, key) = (shop.clone(), token.clone());
    state
        .db
        .run(move |conn| {
            diesel::update(
                sandbox_checkouts::table
                    .find(&key)
                    .filter(sandbox_checkouts::shop_domain.eq(&domain))
                    .filter(sandbox_checkouts::order_id.is_null()),
            )
            .set(sandbox_checkouts::discount_code.eq((!code.is_empty()).then_some(code)))
            .execute(conn)?;
            Ok(())
        })
        .await?;
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, format!("/sandbox/{shop}/checkouts/{token}")))
        .finish())
}

/// Tells the app about a new order and the stock it took.
async fn announce(state: &web::Data<Sandbox>, shop: &str, order: OrderRow) -> AppResult<()> {
    let domain = shop.to_owned();
    let (installed, payload, products) = state
        .db
        .run(move |conn| {
            let lines = orders::lines_of(conn, &order)?;
            let products: Vec<(i64, String)> = orders::product_numbers(&lines)
                .into_iter()
                .filter_map(|n| {
                    lines.iter().find(|l| orders::number_of(&l.product_id) == Some(n)).map(|l| (n, l.title.clone()))
                })
                .collect();
            Ok((webhooks::app_installed(conn, &domain)?, orders::order_json(conn, &order)?, products))
        })
        .await?;
    if installed {
        webhooks::deliver(state.clone(), shop.to_owned(), "orders/create", payload);
        for (number, title) in products {
            webhooks::deliver(
                state.clone(),
                shop.to_owned(),
                "products/update",
                webhooks::product_payload(number, &title),
            );
        }
    }
    Ok(())
}
