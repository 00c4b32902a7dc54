//! The sandbox store's webhook deliveries: JSON bodies signed like Shopify's
//! (`X-Shopify-Hmac-Sha256`, base64 HMAC-SHA256 of the raw body with the app secret), with
//! Shopify's headers, retried with backoff until acknowledged.
//!
//! Where they go, as on Shopify: to every address the app subscribed to the topic through the
//! Admin API ([`super::subscriptions`]); and, for the topics Shopify sends through the app's
//! configuration whether or not the app subscribed — `app/uninstalled` and the mandatory
//! compliance topics — also to the app's configured address, `{public_url}/api/webhooks/shopify`.
//! Each address gets its own webhook id; all share the event id.

use std::time::Duration;

use actix_web::web;
use diesel::prelude::*;
use serde_json::Value;

use super::subscriptions;
use crate::schema::sandbox_access_tokens;
use crate::state::Sandbox;
use kernel::ids::new_id;
use shopify_protocol::hmac;

/// Attempts per delivery (Shopify keeps trying for hours; the sandbox for about a minute).
const ATTEMPTS: u32 = 6;

/// Topics delivered to the app's configured address without an API subscription.
pub const APP_CONFIG_TOPICS: [&str; 4] =
    ["app/uninstalled", "customers/data_request", "customers/redact", "shop/redact"];

/// Whether the app is installed on `shop` (it holds a live access token).
pub fn app_installed(conn: &mut kernel::db::DbConnection, shop: &str) -> kernel::error::AppResult<bool> {
    let n: i64 = sandbox_access_tokens::table
        .filter(sandbox_access_tokens::shop_domain.eq(shop))
        .filter(sandbox_access_tokens::revoked_at.is_null())
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// The addresses a delivery of `topic` goes to: the subscribed ones, plus the app's configured
/// address for the configuration topics; each once.
pub fn destinations(subscribed: Vec<String>, topic: &str, app_address: &str) -> Vec<String> {
    let mut urls = subscribed;
    if APP_CONFIG_TOPICS.contains(&topic) {
        urls.insert(0, app_address.to_owned());
    }
    let mut seen = std::collections::HashSet::new();
    urls.retain(|u| seen.insert(u.clone()));
    urls
}

/// Whether the app was ever installed on `shop` (Shopify still sends the privacy webhooks, such
/// as `shop/redact`, after an uninstall).
pub fn app_ever_installed(conn: &mut kernel::db::DbConnection, shop: &str) -> kernel::error::AppResult<bool> {
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

/// Sends `topic` for `shop` in the background to its destinations, retrying with backoff.
pub fn deliver(state: web::Data<Sandbox>, shop: String, topic: &'static str, payload: Value) {
    tokio::spawn(async move {
        let body = match serde_json::to_vec(&payload) {
            Ok(b) => b,
            Err(e) => return tracing::error!(error = %e, "sandbox webhook payload"),
        };
        let subscribed = {
            let shop = shop.clone();
            state.db.run(move |conn| subscriptions::callback_urls(conn, &shop, topic)).await
        };
        let subscribed = match subscribed {
            Ok(urls) => urls,
            Err(e) => return tracing::error!(error = %e, topic, "sandbox webhook subscriptions unreadable"),
        };
        let app_address = format!("{}/api/webhooks/shopify", state.public_base);
        let event_id = new_id();
        for url in destinations(subscribed, topic, &app_address) {
            let delivery = Delivery {
                url,
                topic,
                shop: shop.clone(),
                event_id: event_id.clone(),
                signature: hmac::sign_webhook(&body, &state.app.api_secret),
                body: body.clone(),
            };
            tokio::spawn(delivery.send(state.http.clone()));
        }
    });
}

struct Delivery {
    url: String,
    topic: &'static str,
    shop: String,
    event_id: String,
    signature: String,
    body: Vec<u8>,
}

impl Delivery {
    async fn send(self, http: reqwest::Client) {
        let webhook_id = new_id();
        for attempt in 0..ATTEMPTS {
            let sent = http
                .post(&self.url)
                .header("Content-Type", "application/json")
                .header("X-Shopify-Topic", self.topic)
                .header("X-Shopify-Hmac-Sha256", &self.signature)
                .header("X-Shopify-Shop-Domain", &self.shop)
                .header("X-Shopify-Webhook-Id", &webhook_id)
                .header("X-Shopify-Event-Id", &self.event_id)
                .header("X-Shopify-API-Version", shopify_protocol::API_VERSION)
                .header("X-Shopify-Triggered-At", chrono::Utc::now().to_rfc3339())
                .body(self.body.clone())
                .send()
                .await;
            let topic = self.topic;
            match sent {
                Ok(res) if res.status().is_success() => return,
                Ok(res) => tracing::warn!(topic, status = res.status().as_u16(), attempt, "sandbox webhook refused"),
                Err(e) => tracing::warn!(topic, error = %e, attempt, "sandbox webhook not delivered"),
            }
            tokio::time::sleep(Duration::from_secs(1 << attempt)).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_configuration_topics_go_to_the_app_address_without_a_subscription() {
        let app = "http://app/api/webhooks/shopify";
        assert!(destinations(Vec::new(), "products/update", app).is_empty());
        assert_eq!(destinations(Vec::new(), "app/uninstalled", app), [app]);
        assert_eq!(destinations(Vec::new(), "shop/redact", app), [app]);
        let subscribed = vec!["https://a/hooks".to_owned(), app.to_owned()];
        assert_eq!(destinations(subscribed.clone(), "products/update", app), subscribed);
        assert_eq!(destinations(subscribed, "app/uninstalled", app), [app, "https://a/hooks"], "each address once");
    }
}
