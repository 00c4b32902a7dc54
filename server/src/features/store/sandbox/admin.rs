//! The sandbox store's admin actions (a stand-in for Shopify's admin, local runs only): change
//! a variant's price and stock, and uninstall the app. Each sends the webhook Shopify would.

use actix_web::{web, HttpResponse};
use diesel::prelude::*;
use serde::Deserialize;
use serde_json::json;

use super::{subscriptions, webhooks};
use crate::db::schema::{sandbox_access_tokens, sandbox_products, sandbox_variants};
use crate::error::{AppError, AppResult};
use crate::features::accounts::model::now;
use crate::features::catalog::money::parse_cents;
use crate::features::store::shopify::shop_domain;
use crate::http::envelope;
use crate::state::AppState;

/// New price and stock of a variant.
#[derive(Debug, Deserialize)]
pub struct VariantEdit {
    /// Decimal price, e.g. `"24.90"`.
    pub price: Option<String>,
    /// Units in stock.
    pub inventory_quantity: Option<i32>,
}

fn shop_of(raw: &str) -> AppResult<String> {
    shop_domain::parse(raw).ok_or_else(|| AppError::NotFound("No such shop".into()))
}

/// `POST /sandbox/{shop}/admin/products/{number}/variants/{position}`.
pub async fn edit_variant(
    path: web::Path<(String, i64, i32)>,
    body: web::Json<VariantEdit>,
    state: web::Data<AppState>,
) -> AppResult<HttpResponse> {
    let (raw, number, position) = path.into_inner();
    let shop = shop_of(&raw)?;
    let edit = body.into_inner();
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
        let payload = json!({
            "id": number,
            "admin_graphql_api_id": format!("gid://shopify/Product/{number}"),
            "title": title,
            "updated_at": chrono::Utc::now().to_rfc3339(),
        });
        webhooks::deliver(state.clone(), shop, "products/update", payload);
    }
    Ok(envelope::ok(&json!({})))
}

/// `POST /sandbox/{shop}/admin/app/uninstall`: revokes the app's tokens, drops its webhook
/// subscriptions and tells the app (`app/uninstalled` goes through the app configuration).
pub async fn uninstall(path: web::Path<String>, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let shop = shop_of(&path.into_inner())?;
    let domain = shop.clone();
    let was_installed = state
        .db
        .run(move |conn| {
            let installed = webhooks::app_installed(conn, &domain)?;
            conn.transaction(|conn| {
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
    Ok(envelope::ok(&json!({})))
}
