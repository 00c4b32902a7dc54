//! Subscribing to the store's webhooks through the Admin API once a store is connected, as a
//! Shopify app must for everything beyond the topics its configuration delivers (`app/uninstalled`
//! and the compliance topics). Runs in the background next to the first catalog sync: a failure
//! is logged and never blocks the connect, and the next connect tries again.
//!
//! Idempotent: the existing subscriptions are listed first and only the missing topics (for our
//! address) are created, so reconnecting changes nothing that is already in place.

use serde::Deserialize;
use serde_json::{json, Value};

use super::installation;
use super::shopify::admin::AdminClient;
use super::shopify::documents::{WEBHOOK_SUBSCRIPTIONS, WEBHOOK_SUBSCRIPTION_CREATE};
use crate::features::jobs::Kind;
use crate::state::AppState;

/// The topics Shoplinks subscribes to (Admin API enum names): catalog changes, orders and
/// refunds for attribution, and billing.
pub const TOPICS: [&str; 10] = [
    "PRODUCTS_CREATE",
    "PRODUCTS_UPDATE",
    "PRODUCTS_DELETE",
    "COLLECTIONS_CREATE",
    "COLLECTIONS_UPDATE",
    "COLLECTIONS_DELETE",
    "ORDERS_CREATE",
    "ORDERS_UPDATED",
    "REFUNDS_CREATE",
    "APP_SUBSCRIPTIONS_UPDATE",
];

/// A listed subscription: its topic and its address.
#[derive(Debug, Deserialize)]
struct Listed {
    topic: String,
    uri: String,
}

/// Our address for webhooks.
pub fn callback_url(state: &AppState) -> String {
    format!("{}/api/webhooks/shopify", state.public_base)
}

/// The topics of [`TOPICS`] not yet subscribed at `url`, given `(topic, address)` pairs.
pub fn missing(existing: &[(String, String)], url: &str) -> Vec<&'static str> {
    TOPICS.into_iter().filter(|topic| !existing.iter().any(|(t, u)| t == topic && u == url)).collect()
}

/// Subscribes a business's store (a no-op when it has no store): a job of the queue, tried
/// again with a growing delay while the store's API fails.
pub const SUBSCRIBE: Kind = Kind {
    name: "store.subscribe",
    attempts: 5,
    settle: std::time::Duration::ZERO,
    run: |state, job| {
        Box::pin(async move {
            let business_id = job.text("business_id")?;
            let created = ensure(&state, &business_id).await?;
            tracing::info!(business.id = %business_id, created, "webhook subscriptions in place");
            Ok(())
        })
    },
};

/// Creates the missing subscriptions; returns how many were created.
pub async fn ensure(state: &AppState, business_id: &str) -> anyhow::Result<usize> {
    let owner = business_id.to_owned();
    let Some((shop, sealed)) = state.db.run(move |conn| installation::active_for_business(conn, &owner)).await? else {
        return Ok(0);
    };
    let client = AdminClient::sealed(state, &shop, &sealed)?;
    let url = callback_url(state);
    let existing = list(&client).await?;
    let mut created = 0;
    for topic in missing(&existing, &url) {
        let data = client
            .query(
                &WEBHOOK_SUBSCRIPTION_CREATE,
                json!({"topic": topic, "subscription": {"uri": url, "format": "JSON"}}),
            )
            .await?;
        let payload = &data["webhookSubscriptionCreate"];
        match payload["userErrors"].as_array().filter(|e| !e.is_empty()) {
            Some(errors) => {
                let errors = Value::Array(errors.clone()).to_string();
                tracing::warn!(shop = %shop, topic, errors, "webhook subscription refused");
            }
            None => created += 1,
        }
    }
    Ok(created)
}

async fn list(client: &AdminClient<'_>) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let data = client.query(&WEBHOOK_SUBSCRIPTIONS, json!({"after": after})).await?;
        let connection = &data["webhookSubscriptions"];
        let nodes: Vec<Listed> = serde_json::from_value(connection["nodes"].clone())?;
        out.extend(nodes.into_iter().map(|n| (n.topic, n.uri)));
        match connection["pageInfo"]["endCursor"].as_str().filter(|_| connection["pageInfo"]["hasNextPage"] == true) {
            Some(cursor) => after = Some(cursor.to_owned()),
            None => return Ok(out),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_topics_missing_at_our_address_are_created() {
        let ours = "https://app.example/api/webhooks/shopify";
        assert_eq!(missing(&[], ours), TOPICS.to_vec());
        let existing = vec![
            ("PRODUCTS_UPDATE".to_owned(), ours.to_owned()),
            ("ORDERS_CREATE".to_owned(), "https://elsewhere.example/hooks".to_owned()),
        ];
        let wanted = missing(&existing, ours);
        assert!(!wanted.contains(&"PRODUCTS_UPDATE"), "already there");
        assert!(wanted.contains(&"ORDERS_CREATE"), "another address does not count");
        assert_eq!(wanted.len(), TOPICS.len() - 1);
    }
}
