//! The sandbox admin page's forms (same-origin `application/x-www-form-urlencoded` POSTs). Each
//! runs an admin action, sends the webhooks Shopify would, and redirects (303) back to the admin
//! page with a `notice` (or `error`) message in the query string.

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use serde::Deserialize;

use super::admin::{apply_variant_edit, shop_of, uninstall_app, VariantEdit};
use super::cents::{format_cents, parse_cents};
use super::new_product::{self, NewProduct};
use super::{compliance, orders, webhooks};
use crate::state::Sandbox;
use kernel::error::{AppError, AppResult};

/// 303 to the admin page with a message.
fn back(shop: &str, key: &str, message: &str) -> HttpResponse {
    let query = url::form_urlencoded::Serializer::new(String::new()).append_pair(key, message).finish();
    HttpResponse::SeeOther().insert_header((header::LOCATION, format!("/sandbox/{shop}/admin?{query}"))).finish()
}

/// Turns a refused action into an error message on the page; other failures stay errors.
fn outcome(shop: &str, result: AppResult<String>) -> AppResult<HttpResponse> {
    match result {
        Ok(notice) => Ok(back(shop, "notice", &notice)),
        Err(AppError::Validation { message, .. } | AppError::NotFound(message) | AppError::BadRequest(message)) => {
            Ok(back(shop, "error", &message))
        }
        Err(e) => Err(e),
    }
}

/// The add-product form.
#[derive(Debug, Deserialize)]
pub struct ProductForm {
    title: String,
    #[serde(default)]
    description: String,
    price: String,
    stock: String,
    #[serde(default)]
    sizes: String,
    #[serde(default)]
    colors: String,
    status: String,
}

/// `POST /sandbox/{shop}/admin/products`: adds a product and sends `products/create`.
pub async fn add_product(
    path: web::Path<String>,
    form: web::Form<ProductForm>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let f = form.into_inner();
    let result: AppResult<String> = async {
        let new = NewProduct::parse(&f.title, &f.description, &f.price, &f.stock, &f.sizes, &f.colors, &f.status)?;
        let (domain, title) = (shop.clone(), new.title.clone());
        let (number, installed) = state
            .db
            .run(move |conn| {
                super::shop::get_or_create(conn, &domain)?;
                super::seed::ensure_catalog(conn, &domain)?;
                let number = new_product::create(conn, &domain, &new)?;
                Ok((number, webhooks::app_installed(conn, &domain)?))
            })
            .await?;
        if installed {
            webhooks::deliver(
                state.clone(),
                shop.clone(),
                "products/create",
                webhooks::product_payload(number, &title),
            );
        }
        Ok(format!("Added {title} (product {number})"))
    }
    .await;
    outcome(&shop, result)
}

/// A variant's row on the admin page.
#[derive(Debug, Deserialize)]
pub struct VariantForm {
    price: String,
    inventory_quantity: String,
}

/// `POST /sandbox/{shop}/admin/products/{number}/variants/{position}/edit`.
pub async fn edit_variant(
    path: web::Path<(String, i64, i32)>,
    form: web::Form<VariantForm>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, number, position) = path.into_inner();
    let shop = shop_of(&raw)?;
    let f = form.into_inner();
    let result: AppResult<String> = async {
        let stock = f
            .inventory_quantity
            .trim()
            .parse::<i32>()
            .map_err(|_| AppError::field("inventory_quantity", "Stock must be a whole number"))?;
        let edit = VariantEdit { price: Some(f.price.trim().to_owned()), inventory_quantity: Some(stock) };
        apply_variant_edit(&state, shop.clone(), number, position, edit).await?;
        Ok(format!("Saved variant {position} of product {number}"))
    }
    .await;
    outcome(&shop, result)
}

/// The refund form: an amount (empty for everything left) and whether to restock.
#[derive(Debug, Deserialize)]
pub struct RefundForm {
    #[serde(default)]
    amount: String,
    #[serde(default)]
    restock: Option<String>,
}

/// `POST /sandbox/{shop}/admin/orders/{order_number}/refund`: sends `refunds/create` and
/// `orders/updated` (and `products/update` when items went back in stock).
pub async fn refund(
    path: web::Path<(String, i32)>,
    form: web::Form<RefundForm>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, order_number) = path.into_inner();
    let shop = shop_of(&raw)?;
    let f = form.into_inner();
    let result: AppResult<String> = async {
        let amount = match f.amount.trim() {
            "" => None,
            text => Some(
                parse_cents(text).ok_or_else(|| AppError::field("amount", "The amount must be a decimal amount"))?,
            ),
        };
        let restock = f.restock.is_some();
        let domain = shop.clone();
        let done = state
            .db
            .run(move |conn| {
                let refunded = match orders::refund(conn, &domain, order_number, amount, restock)? {
                    Ok(r) => r,
                    Err(message) => return Ok(Err(message)),
                };
                let order_json = orders::order_json(conn, &refunded.order)?;
                let refund_json = orders::refund_json(&refunded.order, &refunded.refund);
                Ok(Ok((refunded, order_json, refund_json, webhooks::app_installed(conn, &domain)?)))
            })
            .await?;
        let (refunded, order_json, refund_json, installed) = done.map_err(AppError::BadRequest)?;
        if installed {
            webhooks::deliver(state.clone(), shop.clone(), "refunds/create", refund_json);
            webhooks::deliver(state.clone(), shop.clone(), "orders/updated", order_json);
            for (number, title) in &refunded.restocked_products {
                webhooks::deliver(
                    state.clone(),
                    shop.clone(),
                    "products/update",
                    webhooks::product_payload(*number, title),
                );
            }
        }
        Ok(format!(
            "Refunded {} of order {} ({})",
            format_cents(refunded.refund.amount_cents),
            refunded.order.name(),
            refunded.order.financial_status
        ))
    }
    .await;
    outcome(&shop, result)
}

/// `POST /sandbox/{shop}/admin/app/uninstall/form`: the admin page's uninstall button.
pub async fn uninstall(path: web::Path<String>, state: web::Data<Sandbox>) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let was = uninstall_app(&state, shop.clone()).await?;
    let message = if was { "Shoplinks was uninstalled" } else { "Shoplinks was not installed" };
    Ok(back(&shop, "notice", message))
}

/// The compliance form: the customer's email (ignored for `shop/redact`).
#[derive(Debug, Deserialize)]
pub struct ComplianceForm {
    #[serde(default)]
    email: String,
}

/// `POST /sandbox/{shop}/admin/compliance/{kind}`: sends a privacy webhook.
pub async fn send_compliance(
    path: web::Path<(String, String)>,
    form: web::Form<ComplianceForm>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, kind) = path.into_inner();
    let shop = shop_of(&raw)?;
    let email = form.into_inner().email;
    let result: AppResult<String> = async {
        let topic = compliance::topic_of(&kind).ok_or_else(|| AppError::NotFound("No such webhook".into()))?;
        if topic != "shop/redact" && !email.contains('@') {
            return Err(AppError::field("email", "Enter the customer's email"));
        }
        let domain = shop.clone();
        let (payload, installed) = state
            .db
            .run(move |conn| {
                Ok((compliance::payload(conn, &domain, topic, &email)?, webhooks::app_ever_installed(conn, &domain)?))
            })
            .await?;
        if !installed {
            return Err(AppError::BadRequest("Shoplinks was never installed on this shop".into()));
        }
        webhooks::deliver(state.clone(), shop.clone(), topic, payload);
        Ok(format!("Sent {topic}"))
    }
    .await;
    outcome(&shop, result)
}

/// The time-zone form.
#[derive(Debug, Deserialize)]
pub struct TimeZoneForm {
    #[serde(default)]
    time_zone: String,
}

/// Whether `name` looks like an IANA zone name (`Area/City`, `UTC`); Shoplinks checks it against
/// the zone database itself and keeps its own zone for a name it does not know.
fn plausible_zone(name: &str) -> bool {
    !name.is_empty() && name.len() <= 64 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"/_+-".contains(&b))
}

/// `POST /sandbox/{shop}/admin/time-zone`: sets the shop's time zone (its profile's
/// `ianaTimezone`). Shopify sends no webhook for it; Shoplinks reads it at its next catalog sync.
pub async fn time_zone(
    path: web::Path<String>,
    state: web::Data<Sandbox>,
    form: web::Form<TimeZoneForm>,
) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let name = form.into_inner().time_zone.trim().to_owned();
    if !plausible_zone(&name) {
        return Ok(back(&shop, "error", "Time zone must be a zone name such as America/New_York"));
    }
    let (domain, stored) = (shop.clone(), name.clone());
    state
        .db
        .run(move |conn| {
            use diesel::prelude::*;
            crate::shop::get_or_create(conn, &domain)?;
            diesel::update(crate::schema::sandbox_shops::table.find(&domain))
                .set(crate::schema::sandbox_shops::iana_timezone.eq(&stored))
                .execute(conn)?;
            Ok(())
        })
        .await?;
    Ok(back(&shop, "notice", &format!("Time zone set to {name}")))
}
