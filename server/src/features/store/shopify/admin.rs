//! The adapter's GraphQL Admin API client. One client for Shopify and the sandbox store: only
//! the base URL differs.
//!
//! Every call is paced by the shop's query-cost bucket ([`super::pacing`]): it waits when the
//! bucket should be short, and a `THROTTLED` answer (HTTP 200 with that error code, as Shopify
//! sends it) is retried with exponential backoff, a bounded number of times. No retry crate:
//! the wait before a call comes from the shop's own cost report, which generic retry helpers
//! have no place for, and the backoff itself is a line ([`super::pacing::backoff`]).

use std::time::Duration;

use serde::Deserialize;
use serde_json::Value;

use super::documents::{self, Document};
use super::pacing::{backoff, QueryCost};
use crate::error::AppError;
use crate::features::store::crypto::SecretBox;
use crate::features::store::shopify::pacing::Pacer;
use crate::state::AppState;

/// API version the adapter speaks.
pub use shopify_protocol::API_VERSION;

/// Attempts of one query when the answer is `THROTTLED`.
const ATTEMPTS: u32 = 10;
/// First retry delay after `THROTTLED`; doubles per attempt.
const BACKOFF_BASE: Duration = Duration::from_millis(100);
/// Longest retry delay.
const BACKOFF_CAP: Duration = Duration::from_secs(10);

/// A failed Admin API call.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// The token was refused (store uninstalled or token revoked).
    #[error("access token refused")]
    Unauthorized,
    /// Transport failure or a non-success status.
    #[error("admin API request failed: {0}")]
    Http(String),
    /// The query ran but reported errors.
    #[error("admin API errors: {0}")]
    Graphql(String),
    /// Still throttled after every retry.
    #[error("admin API still throttled after {0} attempts")]
    Throttled(u32),
}

impl From<AdminError> for AppError {
    fn from(e: AdminError) -> Self {
        AppError::Internal(anyhow::Error::new(e).context("admin API call"))
    }
}

/// A shop's Admin API, with its access token.
pub struct AdminClient<'a> {
    state: &'a AppState,
    shop: String,
    endpoint: String,
    token: String,
}

impl<'a> AdminClient<'a> {
    /// The client of `shop` with a plain access token.
    pub fn new(state: &'a AppState, shop: &str, token: String) -> Self {
        let endpoint = state.settings.shopify.endpoint_for(shop, &state.public_base);
        AdminClient { state, shop: shop.to_owned(), endpoint, token }
    }

    /// The client of `shop` with an access token sealed at rest.
    pub fn sealed(state: &'a AppState, shop: &str, sealed_token: &str) -> Result<Self, AppError> {
        let token = state.handle::<SecretBox>().open(sealed_token).map_err(AppError::Internal)?;
        Ok(Self::new(state, shop, token))
    }

    /// The shop domain.
    pub fn shop(&self) -> &str {
        &self.shop
    }

    /// Runs one document (a query or a mutation) and returns `data`, paced and retried as
    /// described above. Only the documents of [`documents`] can be sent.
    pub async fn query(&self, document: &'static Document, variables: Value) -> Result<Value, AdminError> {
        let pacer = &self.state.handle::<Pacer>();
        let query = document.text();
        for attempt in 0..ATTEMPTS {
            let wait = pacer.reserve(&self.shop, query);
            if !wait.is_zero() {
                tracing::debug!(shop = %self.shop, wait_ms = wait.as_millis() as u64, "pacing admin API call");
                tokio::time::sleep(wait).await;
            }
            let mut body = self.send(query, &variables).await?;
            if let Some(dir) = &self.state.settings.shopify.admin_api_record_dir {
                super::record::exchange(dir, document, &variables, &body).await;
            }
            if let Some(cost) = body.pointer("/extensions/cost").and_then(|c| QueryCost::deserialize(c).ok()) {
                pacer.observe(&self.shop, query, &cost);
            }
            let errors = body.get("errors").filter(|e| !e.is_null());
            if errors.is_some_and(is_throttled) {
                pacer.count_throttled();
                let delay = backoff(attempt, BACKOFF_BASE, BACKOFF_CAP);
                tracing::info!(shop = %self.shop, attempt, delay_ms = delay.as_millis() as u64, "admin API throttled");
                tokio::time::sleep(delay).await;
                continue;
            }
            if let Some(errors) = errors {
                return Err(AdminError::Graphql(errors.to_string()));
            }
            return Ok(body.get_mut("data").map(Value::take).unwrap_or(Value::Null));
        }
        Err(AdminError::Throttled(ATTEMPTS))
    }

    async fn send(&self, query: &str, variables: &Value) -> Result<Value, AdminError> {
        let res = self
            .state
            .http
            .post(format!("{}/admin/api/{API_VERSION}/graphql.json", self.endpoint))
            .header("X-Shopify-Access-Token", &self.token)
            .json(&serde_json::json!({"query": query, "variables": variables}))
            .send()
            .await
            .map_err(|e| AdminError::Http(e.to_string()))?;
        if res.status() == reqwest::StatusCode::UNAUTHORIZED {
            return Err(AdminError::Unauthorized);
        }
        if !res.status().is_success() {
            return Err(AdminError::Http(format!("status {}", res.status())));
        }
        res.json().await.map_err(|e| AdminError::Http(e.to_string()))
    }

    /// `shop { … }`.
    pub async fn shop_profile(&self) -> Result<ShopProfile, AdminError> {
        let data = self.query(&documents::SHOP, Value::Null).await?;
        serde_json::from_value(data.get("shop").cloned().unwrap_or(Value::Null))
            .map_err(|e| AdminError::Graphql(e.to_string()))
    }
}

/// Whether an `errors` list is Shopify's throttle answer.
fn is_throttled(errors: &Value) -> bool {
    errors.as_array().is_some_and(|list| {
        list.iter().any(|e| e.pointer("/extensions/code").and_then(Value::as_str) == Some("THROTTLED"))
    })
}

/// The shop's profile.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShopProfile {
    /// Shop name.
    pub name: String,
    /// Owner email.
    pub email: String,
    /// Currency.
    pub currency_code: String,
    /// `name.myshopify.com`.
    pub myshopify_domain: String,
    /// The shop's IANA time zone (`America/New_York`).
    #[serde(default)]
    pub iana_timezone: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_shopifys_throttle_answer() {
        let throttled = serde_json::json!([{"message": "Throttled", "extensions": {"code": "THROTTLED"}}]);
        assert!(is_throttled(&throttled));
        let other =
            serde_json::json!([{"message": "Field 'x' doesn't exist", "extensions": {"code": "undefinedField"}}]);
        assert!(!is_throttled(&other));
        assert!(!is_throttled(&serde_json::json!("[API] Invalid API key")));
    }
}
