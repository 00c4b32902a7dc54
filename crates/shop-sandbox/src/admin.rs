//! The sandbox store's admin actions as JSON calls (a stand-in for Shopify's admin, local runs
//! only): change a variant's price and stock, and uninstall the app. Each sends the webhook
//! Shopify would. The admin page's forms (`admin_forms`) run the same actions.

use actix_web::{web, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;

use super::cents::parse_cents;
use super::{subscriptions, webhooks};
use crate::schema::{sandbox_access_tokens, sandbox_products, sandbox_variants};
use crate::state::Sandbox;
use kernel::clock::now;
use kernel::envelope;
use kernel::error::{AppError, AppResult};
use shopify_protocol::shop_domain;

/// New price and stock of a variant.
#[derive(Debug, Deserialize)]
pub struct VariantEdit {
    /// Decimal price, e.g. `"24.90"`.
    pub price: Option<String>,
    /// Units in stock.
    pub inventory_quantity: Option<i32>,
}

/// The shop domain of a sandbox path, or 404.
pub fn shop_of(raw: &str) -> AppResult<String> {
    shop_domain::parse(raw).ok_or_else(|| AppError::NotFound("No such shop".into()))
}

/// `POST /sandbox/{shop}/admin/products/{number}/variants/{position}`.
pub async fn edit_variant(
    path: web::Path<(String, i64, i32)>,
    body: web::Json<VariantEdit>,
    state: web::Data<Sandbox>,
) -> AppResult<HttpResponse> {
    let (raw, number, position) = path.into_inner();
    apply_variant_edit(&state, shop_of(&raw)?, number, position, body.into_inner()).await?;
    Ok(envelope::ok(&json!({})))
}

/// Changes a variant's price and/or stock and sends `products/update` when the app is installed.
pub async fn apply_variant_edit(
    state: &web::Data<Sandbox>,
    shop: String,
    number: i64,
    position: i32,
    edit: VariantEdit,
) -> AppResult<()> {
    let price = match edit.price.as_deref() {
        Some(p) => Some(parse_cents(p).ok_or_else(|| AppError::field("price", "Price must be a decimal amount"))?),
        None => None,
    };
    if edit.inventory_quantity.is_some_and(|q| q < 0) {
        return Err(AppError::field("inventory_quantity", "Stock cannot be negative"));
    }
    let domain = shop.clone();
    let (title, installed) = state
        .db
        .run(move |conn| {
            let product_id = format!("{domain}/gid://shopify/Product/{number}");
            let title: String =
                sandbox_products::table.find(&product_id).select(sandbox_products::title).first(conn)?;
            let target = sandbox_variants::table
                .filter(sandbox_variants::product_id.eq(&product_id))
                .filter(sandbox_variants::position.eq(position));
            if let Some(cents) = price {
                diesel::update(target).set(sandbox_variants::price_cents.eq(cents)).execute(conn)?;
            }
            if let Some(stock) = edit.inventory_quantity {
                diesel::update(target).set(sandbox_variants::inventory_quantity.eq(stock)).execute(conn)?;
            }
            diesel::update(sandbox_products::table.find(&product_id))
                .set(sandbox_products::updated_at.eq(now()))
                .execute(conn)?;
            Ok((title, webhooks::app_installed(conn, &domain)?))
        })
        .await?;
    if installed {
        webhooks::deliver(state.clone(), shop, "products/update", webhooks::product_payload(number, &title));
    }
    Ok(())
}

/// `POST /sandbox/{shop}/admin/app/uninstall`: revokes the app's tokens, drops its webhook
/// subscriptions and tells the app (`app/uninstalled` goes through the app configuration).
pub async fn uninstall(path: web::Path<String>, state: web::Data<Sandbox>) -> AppResult<HttpResponse> {
    uninstall_app(&state, shop_of(&path.into_inner())?).await?;
    Ok(envelope::ok(&json!({})))
}

/// Revokes the app's tokens on `shop` and sends `app/uninstalled`; false when it was not
/// installed.
pub async fn uninstall_app(state: &web::Data<Sandbox>, shop: String) -> AppResult<bool> {
    let domain = shop.clone();
    let was_installed = state
        .db
        .run(move |conn| {
            let installed = webhooks::app_installed(conn, &domain)?;
            kernel::db::write_transaction(conn, |conn| {
                diesel::update(sandbox_access_tokens::table.filter(sandbox_access_tokens::shop_domain.eq(&domain)))
                    .set(sandbox_access_tokens::revoked_at.eq(Some(now())))
                    .execute(conn)?;
                // Shopify drops an app's API subscriptions and ends its charges when it is uninstalled.
                subscriptions::remove_all(conn, &domain)?;
                super::app_subscriptions::cancel_all(conn, &domain)
            })?;
            Ok(installed)
        })
        .await?;
    if was_installed {
        webhooks::deliver(
            state.clone(),
            shop.clone(),
            "app/uninstalled",
            json!({"domain": shop, "myshopify_domain": shop}),
        );
    }
    Ok(was_installed)
}
