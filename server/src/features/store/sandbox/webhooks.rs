//! The sandbox store's webhook deliveries: JSON bodies signed like Shopify's
//! (`X-Shopify-Hmac-Sha256`, base64 HMAC-SHA256 of the raw body with the app secret), sent to
//! the app's webhook address with Shopify's headers, retried with backoff until acknowledged.

use std::time::Duration;

use actix_web::web;
use diesel::prelude::*;
use serde_json::Value;

use crate::db::schema::sandbox_access_tokens;
use crate::features::accounts::model::new_id;
use crate::features::store::shopify::hmac;
use crate::state::AppState;

/// Attempts per delivery (Shopify keeps trying for hours; the sandbox for about a minute).
const ATTEMPTS: u32 = 6;

/// Whether the app is installed on `shop` (it holds a live access token).
pub fn app_installed(conn: &mut crate::db::DbConnection, shop: &str) -> crate::error::AppResult<bool> {
    let n: i64 = sandbox_access_tokens::table
        .filter(sandbox_access_tokens::shop_domain.eq(shop))
        .filter(sandbox_access_tokens::revoked_at.is_null())
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// Whether the app was ever installed on `shop` (Shopify still sends the privacy webhooks, such
/// as `shop/redact`, after an uninstall).
pub fn app_ever_installed(conn: &mut crate::db::DbConnection, shop: &str) -> crate::error::AppResult<bool> {
    let n: i64 =
        sandbox_access_tokens::table.filter(sandbox_access_tokens::shop_domain.eq(shop)).count().get_result(conn)?;
    Ok(n > 0)
}

/// The REST body of `products/create` / `products/update` (the app re-reads the product
/// through the Admin API, so the identifying fields are what matter).
pub fn product_payload(number: i64, title: &str) -> Value {
    serde_json::json!({
        "id": number,
        "admin_graphql_api_id": format!("gid://shopify/Product/{number}"),
        "title": title,
        "updated_at": chrono::Utc::now().to_rfc3339(),
    })
}

/// Sends `topic` for `shop` in the background, retrying with backoff.
pub fn deliver(state: web::Data<AppState>, shop: String, topic: &'static str, payload: Value) {
    tokio::spawn(async move {
        let body = match serde_json::to_vec(&payload) {
            Ok(b) => b,
            Err(e) => return tracing::error!(error = %e, "sandbox webhook payload"),
        };
        let signature = hmac::sign_webhook(&body, &state.settings.shopify.api_secret);
        let webhook_id = new_id();
        let url = format!("{}/api/webhooks/shopify", state.public_base);
        for attempt in 0..ATTEMPTS {
            let sent = state
                .http
                .post(&url)
                .header("Content-Type", "application/json")
                .header("X-Shopify-Topic", topic)
                .header("X-Shopify-Hmac-Sha256", &signature)
                .header("X-Shopify-Shop-Domain", &shop)
                .header("X-Shopify-Webhook-Id", &webhook_id)
                .header("X-Shopify-Event-Id", &webhook_id)
                .header("X-Shopify-API-Version", crate::features::store::shopify::admin::API_VERSION)
                .header("X-Shopify-Triggered-At", chrono::Utc::now().to_rfc3339())
                .body(body.clone())
                .send()
                .await;
            match sent {
                Ok(res) if res.status().is_success() => return,
                Ok(res) => tracing::warn!(topic, status = res.status().as_u16(), attempt, "sandbox webhook refused"),
                Err(e) => tracing::warn!(topic, error = %e, attempt, "sandbox webhook not delivered"),
            }
            tokio::time::sleep(Duration::from_secs(1 << attempt)).await;
        }
    });
}
